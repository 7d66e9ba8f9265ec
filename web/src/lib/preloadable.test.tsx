// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function show(ui: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>);
}

it('renders in the same pass, without its fallback, once preloaded', async () => {
  const load = vi.fn(() => Promise.resolve(Hello));
  const Lazy = preloadable(load);
  await Lazy.preload();
  show(<Lazy name="Ana" />);
  expect(screen.getByText('Hello Ana')).toBeTruthy();
  expect(screen.queryByText('Loading')).toBeNull();
  expect(load).toHaveBeenCalledOnce();
});

it('shows its fallback while it loads when rendered first, and loads once', async () => {
  let resolve!: (c: typeof Hello) => void;
  const load = vi.fn(() => new Promise<typeof Hello>((r) => (resolve = r)));
  const Lazy = preloadable(load);
  show(<Lazy name="Ben" />);
  expect(screen.getByText('Loading')).toBeTruthy();
  const preloading = Lazy.preload();
  await act(async () => resolve(Hello));
  await preloading;
  expect(await screen.findByText('Hello Ben')).toBeTruthy();
  expect(load).toHaveBeenCalledOnce();
});

it('tries a failed download again on the next preload', async () => {
  const load = vi
    .fn<() => Promise<typeof Hello>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(Hello);
  const Lazy = preloadable(load);
  await expect(Lazy.preload()).rejects.toThrow('offline');
  await Lazy.preload();
  show(<Lazy name="Cy" />);
  expect(screen.getByText('Hello Cy')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('prepare starts the download and swallows its failure; the render then asks again', async () => {
  const load = vi
    .fn<() => Promise<typeof Hello>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(Hello);
  const Lazy = preloadable(load);
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  try {
    Lazy.prepare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    show(<Lazy name="Di" />);
    expect(await screen.findByText('Hello Di')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
