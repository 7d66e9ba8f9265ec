import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Something asked of a page once: `take()` answers true the first time only. */
export interface Once {
  take: () => boolean;
}

/**
 * What a page opened from a public page's action link (`/art/{id}?do=cart`, shared/public-pages.ts)
 * is asked to finish. The part of the page that does it takes it (useWhenAsked) when it is ready,
 * and does what its own control does.
 */
export interface DoRequest<A extends string> extends Once {
  action: A;
}

function requestOf<A extends string>(action: A): DoRequest<A> {
  let taken = false;
  return {
    action,
    take: () => {
      if (taken) return false;
      taken = true;
      return true;
    },
  };
}

/**
 * The page's `?do=` request, read once the page is `ready` (its data loaded) and kept here; `do`
 * then leaves the address (a `replace` navigation that keeps the rest of the address and its
 * state), so a reload or Back does not ask again. A `do` that is not one of `allowed` is only
 * dropped. Null when nothing was asked; a request stays (taken) after it was done.
 */
export function useDoRequest<A extends string>(allowed: readonly A[], ready: boolean): DoRequest<A> | null {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = ready ? new URLSearchParams(location.search).get('do') : null;
  const [request, setRequest] = useState<DoRequest<A> | null>(null);
  // The address whose `do` was read: read once, however often the page renders before it is replaced.
  const [readAt, setReadAt] = useState<string | null>(null);
  if (asked !== null && readAt !== location.key) {
    setReadAt(location.key);
    if ((allowed as readonly string[]).includes(asked)) setRequest(requestOf(asked as A));
  }

  useEffect(() => {
    if (asked === null) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('do');
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [asked, location, navigate]);

  return request;
}

/**
 * Runs `run` once for `request`, when `ready`: `request` is taken then (a request taken elsewhere,
 * or already done, runs nothing). `run` is called just after the effect, as a press would be.
 */
export function useWhenAsked(request: Once | null | undefined, ready: boolean, run: () => void): void {
  const onAsked = useEffectEvent(run);
  useEffect(() => {
    if (ready && request?.take()) queueMicrotask(onAsked);
  }, [request, ready]);
}
