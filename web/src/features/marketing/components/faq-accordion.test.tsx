// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const ITEMS = [
  { question: 'What is Crafti?', answer: <p>A marketplace.</p> },
  { question: 'How do I pay?', answer: <p>Cards and PayPal.</p> },
];

afterEach(cleanup);

function renderAccordion() {
  render(
    <ChakraProvider value={defaultSystem}>
      <FaqAccordion items={ITEMS} />
    </ChakraProvider>,
  );
}

it('starts closed, with each question a button inside a heading that controls its answer', () => {
  renderAccordion();
  const buttons = screen.getAllByRole('button');
  expect(buttons).toHaveLength(2);
  for (const button of buttons) {
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.closest('h2')).not.toBeNull();
    const answer = document.getElementById(button.getAttribute('aria-controls')!);
    expect(answer?.hidden).toBe(true);
  }
  expect(screen.queryByRole('region')).toBeNull();
});

it('opens and closes an answer, and lets several stay open', () => {
  renderAccordion();
  const first = screen.getByRole('button', { name: 'What is Crafti?' });
  const second = screen.getByRole('button', { name: 'How do I pay?' });

  fireEvent.click(first);
  expect(first.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('region', { name: 'What is Crafti?' }).textContent).toBe('A marketplace.');

  fireEvent.click(second);
  expect(screen.getAllByRole('region')).toHaveLength(2);

  fireEvent.click(first);
  expect(first.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('region', { name: 'What is Crafti?' })).toBeNull();
  expect(screen.getByRole('region', { name: 'How do I pay?' })).toBeTruthy();
});
