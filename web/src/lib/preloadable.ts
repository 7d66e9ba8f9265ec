import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component that can be asked for ahead of its first render. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading (once); resolves when the component is ready to render without suspending. */
  preload: () => Promise<unknown>;
  /**
   * Starts loading ahead of a likely render (a hover, a focus) and ignores a failure: the render
   * asks again, and a failure then is shown where the page shows its errors.
   */
  prepare: () => void;
};

/**
 * React.lazy, plus `preload`, and no suspending for code already here: once loaded, the lazy's
 * loader answers with a thenable that resolves at once, which React.lazy takes in the same render.
 * A plain lazy suspends on its first render even when its module is in memory (a promise's
 * callbacks run later), showing its fallback for a frame; and each nested boundary revealed after
 * a fallback waits for React's 300 ms fallback throttle, so the page of a signed-in boot (table of
 * pages → page → the bar's counts) would appear in steps, 300 ms apart.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        // A failed download is tried again by the next caller rather than remembered.
        loading = undefined;
        throw err;
      },
    ));
  const component = lazy(() => {
    const ready = loaded;
    if (!ready) return preload().then((c) => ({ default: c }));
    const resolved: PromiseLike<{ default: ComponentType<P> }> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled?.({ default: ready })) as never,
    };
    return resolved as Promise<{ default: ComponentType<P> }>;
  });
  const prepare = () => void preload().catch(() => undefined);
  return Object.assign(component, { preload, prepare });
}
