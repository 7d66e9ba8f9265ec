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
  // Beyond the spec: what Find Match goes by.
  matchHint:
    'Matches come from your preferences: art styles, budget, timeline, project type and how you like to talk. Add or widen them to find more people.',
  artistDetailsFailed: 'Failed to load artist details.',
  clientDetailsFailed: 'Failed to load client details.',
} as const;
