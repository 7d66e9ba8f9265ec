/** Replaced by the page being built. */
export function Component() {
  return null;
}
