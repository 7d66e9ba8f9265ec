/** Words of a post a notification quotes at most. */
const MAX_WORDS = 6;
const MAX_CHARS = 40;

/**
 * How a like or comment notification names the post (community posts have no title): its first
 * words in quotes, cut with '…' when there is more, e.g. `your post "Sunset over Taal Lake…"`, or
 * `your photo post` when it has no text.
 */
export function namePost(content: string): string {
  const words = content.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'your photo post';
  let quoted = words.slice(0, MAX_WORDS).join(' ');
  if (quoted.length > MAX_CHARS) quoted = quoted.slice(0, MAX_CHARS).trimEnd();
  const cut = quoted.length < words.join(' ').length;
  return `your post "${quoted}${cut ? '…' : ''}"`;
}
