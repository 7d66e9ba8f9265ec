// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { firstUseOrIdle, keepTapsUntilLive } from './first-use';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

it('resolves on the first use of the page, not before', async () => {
  const done = settled(firstUseOrIdle(3000));
  await vi.advanceTimersByTimeAsync(1000);
  expect(done()).toBe(false);
  window.dispatchEvent(new Event('keydown'));
  await vi.advanceTimersByTimeAsync(0);
  expect(done()).toBe(true);
});

it('resolves once the page has been idle the time given, when nobody used it', async () => {
  const done = settled(firstUseOrIdle(3000));
  await vi.advanceTimersByTimeAsync(2900);
  expect(done()).toBe(false);
  await vi.advanceTimersByTimeAsync(1200);
  expect(done()).toBe(true);
});

it('presses a button tapped before the code ran again once React has reached it, and only that tap', async () => {
  document.body.innerHTML = '<button id="menu" disabled>Menu</button><a href="/x"><button id="in-link">Go</button></a>';
  const menu = document.getElementById('menu') as HTMLButtonElement;
  const pressed = vi.fn();
  menu.addEventListener('click', pressed);
  const taps = keepTapsUntilLive();
  menu.dispatchEvent(new Event('pointerup', { bubbles: true }));
  taps.replay();
  await vi.advanceTimersByTimeAsync(200);
  expect(pressed).not.toHaveBeenCalled();
  // Hydration reaches it: enabled, with React's props on it.
  menu.disabled = false;
  Object.assign(menu, { __reactProps$test: {} });
  await vi.advanceTimersByTimeAsync(100);
  expect(pressed).toHaveBeenCalledTimes(1);
  // A tap after the code ran is React's own.
  menu.dispatchEvent(new Event('pointerup', { bubbles: true }));
  await vi.advanceTimersByTimeAsync(1000);
  expect(pressed).toHaveBeenCalledTimes(1);
});

it('keeps no tap on a button inside a link: the link works without the code', async () => {
  document.body.innerHTML = '<a href="#x"><button id="in-link">Go</button></a>';
  const button = document.getElementById('in-link') as HTMLButtonElement;
  Object.assign(button, { __reactProps$test: {} });
  const pressed = vi.fn();
  button.addEventListener('click', pressed);
  const taps = keepTapsUntilLive();
  button.dispatchEvent(new Event('pointerup', { bubbles: true }));
  taps.replay();
  await vi.advanceTimersByTimeAsync(500);
  expect(pressed).not.toHaveBeenCalled();
});
