import { useEffect, useState, type ReactNode } from 'react';

/**
 * A part of a page that is not what the page shows first (a section below it, a button that needs
 * its own code): rendered once the page's first frame is on screen, not in it. Its code and data
 * are then asked for after that frame, where on a phone they would otherwise share the line and
 * the main thread with what it shows first (tests/bench/lighthouse.ts). After the app's first
 * frame, such parts render at once: a page opened from another is drawn in one step.
 */
let painted = false;
let firstFrame: Promise<void> | undefined;

/** Longest the wait for a frame lasts: a hidden tab draws none. */
const FRAME_WAIT_MS = 500;

/** Resolves in the task after the next frame (a frame's callbacks run before it is drawn), once. */
export function afterFirstPaint(): Promise<void> {
  if (painted) return Promise.resolve();
  firstFrame ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, FRAME_WAIT_MS);
  });
  return firstFrame;
}

/**
 * False in the render of the app's first frame, true from the task after it. With `wanted` false
 * (e.g. a picture that is shown at once) it neither waits nor draws its component again.
 */
export function useAfterFirstPaint(wanted = true): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready || !wanted) return;
    let live = true;
    void afterFirstPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, wanted]);
  return ready;
}

/** `children` once the app's first frame is on screen, nothing before. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
