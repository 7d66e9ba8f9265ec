/** The art screens' texts and constants, without zod (their schemas are in shared/schemas/arts.ts). */

/** The spec's texts for the art forms and screens (part 2 §5 and §8). */
export const ART_MESSAGES = {
  mustLogIn: 'You must be logged in to upload art.',
  invalidPrice: 'Please enter a valid price.',
  invalidQuantity: 'Please enter a valid quantity.',
  uploadFailed: 'Failed to upload art. Please try again.',
  postError: 'An error occurred while posting the art. Please try again.',
  postFailed: 'Failed to post art. Please try again.',
  loadFailed: 'Failed to load arts.',
  detailsFailed: 'Failed to fetch art details.',
  updateFailed: 'Failed to update art.',
  deleteFailed: 'Failed to delete art.',
  loadWithTagsFailed: 'Failed to load arts or tags. Please try again.',
  notFound: 'Art not found.',
  invalidId: 'Invalid art ID.',
  notLoggedIn: 'User not logged in.',
  myArtsFailed: 'Failed to fetch arts. Please try again later.',
  wishlistLogIn: 'Please log in to manage your wishlist.',
  cartLogIn: 'Please log in to add items to your cart.',
  alreadyInCart: 'This item is already in your cart.',
  noVerifiedArtists: 'No verified artists available right now.',
} as const;

/** The most a listing may hold; quantities are whole pieces. */
export const MAX_QUANTITY = 10_000;
export const MAX_TAGS = 10;

export const ART_SORTS = ['latest', 'cheapest', 'none'] as const;
export type ArtSort = (typeof ART_SORTS)[number];
/** Browse Arts offers 10, 25, 50 or 100 a page (default 25); dashboards ask for 4. */
export const BROWSE_PAGE_SIZES = [10, 25, 50, 100] as const;

/** My Arts shows 6 a page. */
export const MY_ARTS_PAGE_SIZE = 6;
