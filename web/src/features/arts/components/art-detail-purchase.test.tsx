// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampQuantity } from './art-detail-quantity';
import { ArtDetailPurchase, type AddToCart } from './art-detail-purchase';

afterEach(cleanup);

const ART_ID = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function renderPurchase(quantity: number, onAddToCart?: AddToCart) {
  render(
    <ChakraProvider value={defaultSystem}>
      <ArtDetailPurchase art={{ art_id: ART_ID, quantity }} onAddToCart={onAddToCart} />
    </ChakraProvider>,
  );
  return {
    input: () => screen.getByLabelText('Quantity') as HTMLInputElement,
    plus: () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement,
    minus: () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement,
  };
}

describe('clampQuantity', () => {
  it('keeps a whole number between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});

describe('the quantity selector', () => {
  it('starts at 1 with − off, and + stops at the stock', () => {
    const { input, plus, minus } = renderPurchase(3);
    expect(input().value).toBe('1');
    expect(minus().disabled).toBe(true);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(input().value).toBe('3');
    expect(plus().disabled).toBe(true);
    fireEvent.click(plus());
    expect(input().value).toBe('3');
    fireEvent.click(minus());
    expect(input().value).toBe('2');
    expect(screen.getByText('Up to 3 available')).toBeTruthy();
  });

  it('caps a typed number at the stock, ignores anything but digits, and never goes below 1', () => {
    const { input } = renderPurchase(4);
    fireEvent.change(input(), { target: { value: '25' } });
    expect(input().value).toBe('4');
    fireEvent.change(input(), { target: { value: '2x' } });
    expect(input().value).toBe('2');
    fireEvent.change(input(), { target: { value: '0' } });
    expect(input().value).toBe('1');
  });

  it('lets the field be empty while typing, and shows the quantity that holds on leaving it', () => {
    const { input } = renderPurchase(4);
    fireEvent.change(input(), { target: { value: '3' } });
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    fireEvent.blur(input());
    expect(input().value).toBe('3');
  });

  it('steps with the arrow keys within the same bounds', () => {
    const { input } = renderPurchase(2);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().value).toBe('2');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().value).toBe('1');
  });
});

describe('Add to Cart', () => {
  it('is off, saying why, while there is no cart to add to', () => {
    renderPurchase(3);
    const button = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Adding to the cart opens with checkout.')).toBeTruthy();
  });

  it('hands the art and the chosen quantity to the cart', async () => {
    const onAddToCart = vi.fn().mockResolvedValue(undefined);
    const { plus } = renderPurchase(3, onAddToCart);
    fireEvent.click(plus());
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(onAddToCart).toHaveBeenCalledWith(ART_ID, 2);
    expect(screen.queryByText('Adding to the cart opens with checkout.')).toBeNull();
  });

  it('keeps the focus while the cart works (issue 28 #17): busy, not disabled, and a second press is ignored', async () => {
    let finish!: () => void;
    const onAddToCart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPurchase(3, onAddToCart);
    const button = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    button.focus();
    await act(async () => void fireEvent.click(button));
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    await act(async () => void fireEvent.click(button));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows "Sold out" instead of the selector when none is left', () => {
    renderPurchase(0);
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('says "Reserved" with when to check back, not "Sold out", when the last pieces are only held by open checkouts', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ArtDetailPurchase art={{ art_id: ART_ID, quantity: 0, reserved: 2 }} onAddToCart={() => undefined} />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('art-reserved').textContent).toBe(
      'ReservedAnother buyer is paying for the last pieces now. Check back in 30 minutes: they come back if the payment is not completed.',
    );
    expect(screen.queryByText('Sold out')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });
});
