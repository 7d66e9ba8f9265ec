import { useCallback, useState } from 'react';

/**
 * Text being written in a form, kept in the browser's storage under `key` as it is typed, so a
 * post or comment whose request failed is still in the form after a reload or a return to the
 * page; `clear` forgets it once the request succeeded. Without storage (a private window) it is
 * plain state.
 */
export function useDraft(key: string): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(() => {
    try {
      return localStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  });
  const update = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next) localStorage.setItem(key, next);
        else localStorage.removeItem(key);
      } catch {
        // Kept in state only.
      }
    },
    [key],
  );
  const clear = useCallback(() => update(''), [update]);
  return [text, update, clear];
}

/** The storage keys of a person's drafts: the new post, and a comment per post. */
export const draftKeys = {
  post: (userId: string) => `crafti:draft:post:${userId}`,
  comment: (userId: string, postId: string) => `crafti:draft:comment:${userId}:${postId}`,
};
