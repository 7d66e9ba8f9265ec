// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, expect, it } from 'vitest';
import { afterFirstPaint, AfterFirstPaint, useAfterFirstPaint } from './after-first-paint';

afterEach(cleanup);

/** How many times each probe was drawn (React's Profiler reports every commit of its part). */
const renders: Record<string, number> = {};
const counted = (id: string) => {
  renders[id] = (renders[id] ?? 0) + 1;
};

function Shown({ name, wanted }: { name: string; wanted?: boolean }) {
  return <p data-testid={name}>{useAfterFirstPaint(wanted) ? 'ready' : 'waiting'}</p>;
}

const Probe = ({ name, wanted }: { name: string; wanted?: boolean }) => (
  <Profiler id={name} onRender={counted}>
    <Shown name={name} wanted={wanted} />
  </Profiler>
);

// One test: "the app's first frame" happens once per page (the module remembers it).
it('holds a part back until the first frame is drawn, draws an unwanted wait once, and renders at once after', async () => {
  render(
    <>
      <Probe name="later" />
      <Probe name="unwanted" wanted={false} />
      <AfterFirstPaint>
        <p>Below the fold</p>
      </AfterFirstPaint>
    </>,
  );
  expect(screen.getByTestId('later').textContent).toBe('waiting');
  expect(screen.queryByText('Below the fold')).toBeNull();

  await act(() => afterFirstPaint());

  expect(screen.getByTestId('later').textContent).toBe('ready');
  expect(screen.getByText('Below the fold')).toBeTruthy();
  expect(renders).toEqual({ later: 2, unwanted: 1 });

  // A page opened after the first frame: everything at once, in one render.
  render(<Probe name="opened" />);
  expect(screen.getByTestId('opened').textContent).toBe('ready');
  expect(renders.opened).toBe(1);
});
