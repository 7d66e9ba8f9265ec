/**
 * The in-page half of the `messagesInView` fixture (tests/e2e/fixtures.ts): an init script that,
 * after every form submit, every click on a button (a submit button, Add to Cart, a dialog's
 * confirmation) or on a menu or list-box choice, and every choice in a native drop-down, watches
 * for the outcome messages that appear in the next few seconds and reports each one a person could not see where it appeared: outside the
 * viewport, or under the fixed navigation bar.
 *
 * It runs in the browser, serialised by Playwright: it must not use anything from outside itself.
 */

export interface OutOfViewMessage {
  /** The page's address when the message was measured. */
  url: string;
  text: string;
  /** Where it was: its box against the visible area of the window. */
  where: string;
}

export interface WatchOptions {
  /** The function the fixture exposes to the page to hear of a message out of view. */
  binding: string;
  /** How long after a submit new messages count as its outcome. */
  windowMs: number;
}

/** The name of the page's handle to the watcher: `settled()` resolves once nothing waits to be measured. */
export const WATCHER = '__craftiMessagesInView';

export function watchMessagesInView({ binding, windowMs }: WatchOptions): void {
  // Outcome messages: alerts and statuses, live regions (Chakra's field error texts are polite
  // live regions), toasts.
  const MESSAGE =
    '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"], [data-scope="toast"][data-part="root"], [data-part="error-text"]';
  const SAMPLE_MS = 50;
  const STABLE_SAMPLES = 6;
  const MAX_SETTLE_MS = 4000;

  interface Episode {
    id: number;
    until: number;
    /** The form submitted, if any: several messages in it at once (validation) need only the first in view. */
    form: HTMLFormElement | null;
    formSeen: boolean;
  }
  let episode: Episode | null = null;
  let episodes = 0;
  const pending = new Map<Element, Episode>();
  /** The text each element had when measured, so a message is measured again only when it changes. */
  const measuredText = new WeakMap<Element, string>();
  /**
   * Messages seen wholly in view while the page settled: a person saw them, even if the page moved
   * on before it was still (the test's next step scrolled elsewhere before the measurement).
   */
  const seenInView = new WeakMap<Element, string>();
  let settling: Promise<void> | null = null;

  const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

  const start = (form: HTMLFormElement | null) => {
    episodes += 1;
    episode = { id: episodes, until: Date.now() + windowMs, form, formSeen: false };
  };

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      // The click on its button has started this episode already: keep it, with the form.
      if (episode && episode.form === form && Date.now() - (episode.until - windowMs) < 100) return;
      start(form);
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      // Any button (Add to Cart, a confirmation's), and a choice in a menu or a list box (a status
      // dropdown): what it answers must show where the person looks.
      const button = target?.closest(
        'button, input[type="submit"], input[type="button"], [role="button"], [role="menuitem"], [role="option"], [role="menuitemradio"]',
      );
      if (!button) return;
      const isSubmit =
        (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) &&
        button.type === 'submit' &&
        button.form;
      start(isSubmit ? (button as HTMLButtonElement).form : null);
    },
    true,
  );
  // A native drop-down's choice.
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement) start(null);
    },
    true,
  );

  /** The bottom of the fixed (or stuck) bars across the top of the window, which hide what is under them. */
  const coveredTop = () => {
    let bottom = 0;
    for (const bar of document.querySelectorAll('header, [role="banner"]')) {
      const style = getComputedStyle(bar);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const box = bar.getBoundingClientRect();
      if (box.top <= 1 && box.height > 0 && box.width >= window.innerWidth / 2) bottom = Math.max(bottom, box.bottom);
    }
    return bottom;
  };

  /** Whether a sighted person sees the element: rendered, not a visually hidden announcer, with text. */
  const shown = (el: Element) => {
    if (!el.isConnected || !textOf(el)) return false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 2 && box.height > 2;
  };

  /**
   * Where a list is ("Page 2 of 5", "Showing 1 to 9 of 9 entries", "Showing 1 to 5", "Showing items
   * 1 to 1", "No orders on this page"): announced as it changes, but no outcome of a submit.
   */
  const LIST_POSITION =
    /^(page \d+ of \d+|showing ([a-z]+ )?\d+ to \d+( of \d+)?( entries)?|no [a-z]+( [a-z]+)? on this page)$/i;

  /**
   * A live region that holds content rather than a message (a list of cards or rows announced as
   * it changes, a bare count such as a quantity) or says where a list is: not an outcome to bring
   * into view; the messages inside such a region still are.
   */
  const contentRegion = (el: Element) =>
    !el.matches('[role="alert"], [data-scope="toast"], [data-part="error-text"]') &&
    (el.querySelector('article, table, ul, ol, img') !== null ||
      LIST_POSITION.test(textOf(el)) ||
      /^\d+$/.test(textOf(el)));

  const outOfView = (el: Element): string | null => {
    const box = el.getBoundingClientRect();
    const top = coveredTop();
    const height = window.innerHeight;
    const width = window.innerWidth;
    const where = `its box ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}; visible: 0,${Math.round(top)} to ${width},${height}`;
    const tol = 2;
    const fitsVertically = box.height <= height - top;
    const vertical = fitsVertically
      ? box.top >= top - tol && box.bottom <= height + tol
      : box.bottom > top && box.top < height;
    const horizontal = box.left >= -tol && box.right <= width + tol;
    return vertical && horizontal ? null : where;
  };

  const measure = () => {
    const now = [...pending.entries()];
    pending.clear();
    const candidates = now.filter(([el]) => shown(el) && !contentRegion(el) && measuredText.get(el) !== textOf(el));
    candidates.sort(([a], [b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    for (const [el, ep] of candidates) {
      // A message inside another one (a toast inside a live region) is measured as the outer one.
      if (candidates.some(([other]) => other !== el && other.contains(el))) continue;
      measuredText.set(el, textOf(el));
      if (ep.form && ep.form.contains(el)) {
        // The form's own messages: the first one shows where to look, the rest follow it down.
        if (ep.formSeen) continue;
        ep.formSeen = true;
      }
      const where = seenInView.get(el) === textOf(el) ? null : outOfView(el);
      if (where) {
        const report = (window as unknown as Record<string, ((m: OutOfViewMessage) => void) | undefined>)[binding];
        report?.({ url: location.href, text: textOf(el).slice(0, 200), where });
      }
    }
  };

  /** Waits until the page and the messages stop moving (smooth scrolling, animations), then measures. */
  const settle = () => {
    if (settling) return settling;
    settling = new Promise<void>((resolve) => {
      const began = Date.now();
      let last = '';
      let stable = 0;
      const sample = () => {
        for (const el of pending.keys()) if (shown(el) && !outOfView(el)) seenInView.set(el, textOf(el));
        const state = [
          window.scrollX,
          window.scrollY,
          window.innerWidth,
          window.innerHeight,
          ...[...pending.keys()].map((el) => {
            const b = el.getBoundingClientRect();
            return `${b.top},${b.left},${b.height}`;
          }),
        ].join('|');
        stable = state === last ? stable + 1 : 0;
        last = state;
        if (stable >= STABLE_SAMPLES || Date.now() - began > MAX_SETTLE_MS) {
          settling = null;
          try {
            measure();
          } finally {
            resolve();
          }
          if (pending.size > 0) void settle();
          return;
        }
        setTimeout(sample, SAMPLE_MS);
      };
      setTimeout(sample, SAMPLE_MS);
    });
    return settling;
  };

  /** A node added or changed: the message it is in, or (added only) the messages it brings. */
  const consider = (node: Node | null, added: boolean) => {
    if (!episode || Date.now() > episode.until || !node) return;
    const el = node instanceof Element ? node : node.parentElement;
    if (!el) return;
    const found = new Set<Element>();
    const around = el.closest(MESSAGE);
    // A new text in a region that was there already counts for alerts and field errors only: a
    // list's "Showing 1 to 9 of 9 entries" status is no outcome of the submit.
    if (around && (added || around.matches('[role="alert"], [data-part="error-text"]'))) found.add(around);
    else if (added) el.querySelectorAll(MESSAGE).forEach((m) => found.add(m));
    for (const m of found) pending.set(m, episode);
    if (found.size > 0) void settle();
  };

  const observer = new MutationObserver((records) => {
    if (!episode || Date.now() > episode.until) return;
    for (const record of records) {
      if (record.type === 'childList' && [...record.addedNodes].some((n) => n instanceof Element))
        record.addedNodes.forEach((n) => consider(n, true));
      else consider(record.target, false);
    }
  });
  const observe = () =>
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['role', 'hidden', 'style', 'class'],
    });
  if (document.documentElement) observe();
  else document.addEventListener('readystatechange', observe, { once: true });

  (window as unknown as Record<string, unknown>)['__craftiMessagesInView'] = {
    settled: async () => {
      while (settling || pending.size > 0) await (settling ?? settle());
    },
  };
}
