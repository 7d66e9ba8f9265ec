/** Where the sign-in guard sent the user from (`state.from` of the /login navigation), if anywhere. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : null;
}
