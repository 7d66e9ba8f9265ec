/**
 * Fault points: named instants of the money engine where a test can make the function die, as a
 * Lambda killed by a timeout would (the crash tests and the property tests). Nothing happens
 * unless a test installed a hook on this process; the hook throws an `InjectedCrash`, which the
 * engine never catches, so the run ends there with whatever was written before it.
 */

export type FaultPoint =
  'movement:after-lookup' | 'movement:after-create' | 'movement:before-settle' | 'payment:after-record';

type Hook = (point: FaultPoint, about: unknown) => void;

const HOOK = Symbol.for('crafti.money.faults');
type Holder = { [HOOK]?: Hook };

export class InjectedCrash extends Error {
  constructor(readonly point: FaultPoint) {
    super(`injected crash at ${point}`);
    this.name = 'InjectedCrash';
  }
}

/** Calls the installed hook, if any (a no-op in production: nothing installs one). */
export function fault(point: FaultPoint, about?: unknown): void {
  (globalThis as Holder)[HOOK]?.(point, about);
}

/** Installs a hook for this process; returns its removal. */
export function installFaults(hook: Hook): () => void {
  (globalThis as Holder)[HOOK] = hook;
  return () => {
    if ((globalThis as Holder)[HOOK] === hook) delete (globalThis as Holder)[HOOK];
  };
}

/** A hook that crashes at `point` the first `times` times it is reached (for `match`ing subjects). */
export function crashAt(point: FaultPoint, times = 1, match: (about: unknown) => boolean = () => true): Hook {
  let left = times;
  return (p, about) => {
    if (p === point && left > 0 && match(about)) {
      left -= 1;
      throw new InjectedCrash(point);
    }
  };
}
