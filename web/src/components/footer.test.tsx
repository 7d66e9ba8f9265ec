// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { Footer } from './footer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderFooter() {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

it('links to the site pages the spec lists', () => {
  renderFooter();
  const expected: [string, string][] = [
    ['Home', '/'],
    ['About Us', '/about-us'],
    ['Contact', '/contact'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms and Conditions', '/terms-and-conditions'],
    ['FAQ', '/faq'],
    ['Help Center', '/help-center'],
    ['Feedback', '/feedback'],
  ];
  for (const [name, href] of expected) {
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
  }
});

it('opens the four social networks in a new tab without handing them the opener', () => {
  renderFooter();
  for (const name of ['Facebook', 'Instagram', 'X', 'TikTok']) {
    const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  }
});

it('shows the current year in the copyright line', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-15T08:00:00+08:00'));
  renderFooter();
  expect(screen.getByText('© 2031 Crafti. All rights reserved.')).toBeTruthy();
});
