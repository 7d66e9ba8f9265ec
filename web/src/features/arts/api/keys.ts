/** Every arts query lives under this key, so a write refreshes all the grids at once. */
export const ARTS_QUERY_KEY = ['arts'] as const;
export const artQueryKey = (artId: string | undefined) => [...ARTS_QUERY_KEY, 'one', artId] as const;
export const WISHLIST_QUERY_KEY = ['wishlist'] as const;
