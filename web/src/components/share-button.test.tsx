// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { artPagePath, facebookShareUrl, messengerShareUrl } from '@shared/public-pages';
import { SHARE_MESSAGES, ShareButton } from './share-button';

const URL_ = `https://crafti.test${artPagePath('a1', 'Sunrise over Taal')}`;

function renderShare() {
  render(
    <ChakraProvider value={defaultSystem}>
      <main>
        <ShareButton url={URL_} title="Sunrise over Taal" label="Share Sunrise over Taal" />
      </main>
    </ChakraProvider>,
  );
  return screen.getByRole('button', { name: 'Share Sunrise over Taal' });
}

/** Sets (or, with undefined, takes away) a navigator property for one test. */
function stubNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

let original: { share: unknown; clipboard: unknown };
beforeEach(() => {
  original = { share: navigator.share, clipboard: navigator.clipboard };
  stubNavigator('share', undefined);
});
afterEach(() => {
  cleanup();
  stubNavigator('share', original.share);
  stubNavigator('clipboard', original.clipboard);
});

describe('ShareButton', () => {
  it('hands the public address to the Web Share API where there is one, and opens no menu', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    const button = renderShare();
    expect(button.getAttribute('aria-haspopup')).toBeNull();
    await act(async () => void fireEvent.click(button));
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: 'Sunrise over Taal', url: URL_ });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does nothing more when the person closes the share sheet', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    const button = renderShare();
    await act(async () => void fireEvent.click(button));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a menu without Web Share: copy the link, Facebook in a new tab, Messenger', async () => {
    const button = renderShare();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => void fireEvent.click(button));
    const menu = screen.getByRole('menu', { name: 'Share Sunrise over Taal' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Copy link', 'Share on Facebook', 'Send in Messenger']);
    // The first item takes the focus; arrows move through them.
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);

    const facebook = screen.getByRole('menuitem', { name: 'Share on Facebook' });
    expect(facebook.getAttribute('href')).toBe(facebookShareUrl(URL_));
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('menuitem', { name: 'Send in Messenger' }).getAttribute('href')).toBe(
      messengerShareUrl(URL_),
    );

    // Escape closes it and gives the focus back to the button.
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('copies the link and says so beside the button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const button = renderShare();
    await act(async () => void fireEvent.click(button));
    await act(async () => void fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(URL_);
    expect(screen.getByRole('status').textContent).toBe(SHARE_MESSAGES.copied);
    expect(SHARE_MESSAGES.copied).toBe('Link copied.');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says when the clipboard refuses', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const button = renderShare();
    await act(async () => void fireEvent.click(button));
    await act(async () => void fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' })));
    expect(screen.getByRole('status').textContent).toBe('Could not copy the link.');
  });

  it('opens the menu when the browser refuses to share', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')));
    const button = renderShare();
    await act(async () => void fireEvent.click(button));
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});

describe('ShareButton accessibility', () => {
  it('has no axe violations, closed and open', async () => {
    // Colour contrast needs a layout, which happy-dom has not: the browser suite checks it.
    const { default: axe } = await import('axe-core');
    const button = renderShare();
    const check = async () => {
      const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
    };
    expect(await check()).toEqual([]);
    await act(async () => void fireEvent.click(button));
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(await check()).toEqual([]);
  });
});
