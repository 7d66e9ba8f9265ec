// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { ActionMenu } from './action-menu';
import { numberedPages, Pager } from './pager';
import { ProgressBar } from './progress-bar';
import { TextareaField } from './textarea-field';

afterEach(cleanup);

const ui = (node: ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

it('a textarea field is named by its label and, with an error, is invalid and described by it', () => {
  const onChange = vi.fn();
  const { rerender } = ui(<TextareaField label="Post text" value="" onChange={onChange} />);
  const box = screen.getByRole('textbox', { name: 'Post text' });
  expect(box.tagName).toBe('TEXTAREA');
  expect(box.getAttribute('aria-invalid')).toBeNull();
  fireEvent.change(box, { target: { value: 'Hello' } });
  expect(onChange).toHaveBeenCalledWith('Hello');

  rerender(
    <ChakraProvider value={defaultSystem}>
      <TextareaField label="Post text" value="" onChange={onChange} error="Content and category cannot be empty." />
    </ChakraProvider>,
  );
  const invalid = screen.getByRole('textbox', { name: 'Post text' });
  expect(invalid.getAttribute('aria-invalid')).toBe('true');
  const described = (invalid.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain('Content and category cannot be empty.');
});

it('a textarea field with a hidden label keeps its accessible name', () => {
  ui(<TextareaField label="Write a comment" hideLabel value="" onChange={() => undefined} />);
  expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeTruthy();
});

it('a progress bar says its name and its rounded, bounded percentage', () => {
  ui(
    <>
      <ProgressBar value={42.6} label="Upload of image 1" />
      <ProgressBar value={140} label="Too far" />
    </>,
  );
  const bar = screen.getByRole('progressbar', { name: 'Upload of image 1' });
  expect(bar.getAttribute('aria-valuenow')).toBe('43');
  expect(bar.getAttribute('aria-valuetext')).toBe('43%');
  expect(screen.getByRole('progressbar', { name: 'Too far' }).getAttribute('aria-valuenow')).toBe('100');
});

function NumberedList({ pages }: { pages: number }) {
  const [page, setPage] = useState(1);
  return <Pager {...numberedPages(page, pages, setPage)} />;
}

it('a numbered pager reads "Page x of y" and stops at both ends', () => {
  ui(<NumberedList pages={2} />);
  const previous = screen.getByRole('button', { name: 'Previous' });
  const next = screen.getByRole('button', { name: 'Next' });
  expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  expect((previous as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(next);
  expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  expect((next as HTMLButtonElement).disabled).toBe(true);
  expect((previous as HTMLButtonElement).disabled).toBe(false);
});

it('a counted pager reads "Showing x to y of z entries"', () => {
  ui(<Pager from={11} to={20} total={25} hasPrevious hasNext onPrevious={() => undefined} onNext={() => undefined} />);
  expect(screen.getByText('Showing 11 to 20 of 25 entries')).toBeTruthy();
});

it('an action menu opens on its button, runs an action, and closes on Escape or a click outside', () => {
  const onEdit = vi.fn();
  ui(
    <>
      <ActionMenu
        label="Post options"
        dots="horizontal"
        actions={[
          { label: 'Edit', onSelect: onEdit },
          { label: 'Delete', onSelect: () => undefined, destructive: true },
        ]}
      />
      <p>outside</p>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Post options' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  expect(screen.getByRole('menu', { name: 'Post options' })).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }));

  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);

  fireEvent.click(button);
  fireEvent.pointerDown(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).toBeNull();

  fireEvent.click(button);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(onEdit).toHaveBeenCalledOnce();
  expect(screen.queryByRole('menu')).toBeNull();
});
