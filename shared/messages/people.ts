/** Discover Artists / Discover Clients' texts and page sizes, without zod (their schemas are in shared/schemas/people.ts). */

/** Discover Artists / Discover Clients (part 2 §2, §9): page sizes 10, 25, 50 or 100, default 25. */
export const DIRECTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DIRECTORY_DEFAULT_PAGE_SIZE = 25;

/** The spec's directory texts (part 2 §8). */
export const PEOPLE_MESSAGES = {
  fetchArtistsFailed: 'Failed to fetch artists. Please try again later.',
  fetchClientsFailed: 'Failed to fetch clients. Please try again later.',
  noArtists: 'No artists found...',
  noClients: 'No clients found...',
  noResults: 'No Results Found',
  matchFailed: 'Failed to find matches. Please try again later.',
  noMatches: 'No matches found.',
  artistDetailsFailed: 'Failed to load artist details.',
  clientDetailsFailed: 'Failed to load client details.',
} as const;
