/**
 * When a pre-rendered page's code runs (main.tsx): a visitor who only reads a public page does not
 * need it, and on a phone its evaluation and the hydration after it hold the main thread while the
 * page paints and scrolls. So a page without a form runs it on the visitor's first use of the page
 * (a touch, a pointer moving or pressed, a key, a wheel, a scroll, a focus) or once it has been
 * idle a while, whichever comes first; its code has downloaded meanwhile. Kept tiny: it is in the
 * entry.
 */

/** What says someone is about to use the page. */
const FIRST_USE = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/** Resolves on the first use of the page, or when the browser is idle `idleAfterMs` after now. */
export function firstUseOrIdle(idleAfterMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Each listener goes after its first call; resolving twice is nothing.
    for (const type of FIRST_USE) addEventListener(type, () => resolve(), { capture: true, passive: true, once: true });
    // Safari has no requestIdleCallback: there, the time alone.
    setTimeout(
      () =>
        typeof requestIdleCallback == 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : resolve(),
      idleAfterMs,
    );
  });
}

/** Longest a tap waits for its button to come alive. */
const LIVE_WAIT_MS = 5000;

/** A button hydration has reached: React has attached its handlers (its props are on the element). */
const live = (button: HTMLButtonElement) =>
  !button.disabled && Object.keys(button).some((key) => key.startsWith('__reactProps'));

/**
 * Keeps the last tap on a button made before the page's code ran (it did nothing: the button had
 * no handler yet, or was disabled until it has one), and `replay`, called as hydration starts,
 * presses that button again once it is live: the visitor's first tap, which also started the
 * code, is not lost. Links work without the code, and a form's buttons are not kept (pages with a
 * form run their code at once).
 */
export function keepTapsUntilLive(): { replay: () => void } {
  let tapped: HTMLButtonElement | null = null;
  const onTap = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    tapped = button && !button.closest('a, form') ? button : null;
  };
  addEventListener('pointerup', onTap, true);
  return {
    replay() {
      removeEventListener('pointerup', onTap, true);
      const button = tapped;
      if (!button) return;
      const until = Date.now() + LIVE_WAIT_MS;
      const press = () => {
        if (!button.isConnected) return;
        if (live(button)) button.click();
        else if (Date.now() < until) setTimeout(press, 50);
      };
      press();
    },
  };
}
