// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturn, RETURN_KEPT_MS, returnPath, takeReturn } from './return-path';

describe('where sign-in brings a visitor back to', () => {
  beforeEach(() => localStorage.clear());

  it("reads the guard's state.from", () => {
    expect(returnPath({ from: { pathname: '/art/1', search: '?do=cart' } })).toBe('/art/1?do=cart');
    expect(returnPath(null)).toBeNull();
  });

  it('remembers a return for a later sign-in (after registering), once, within the hour', () => {
    rememberReturn('/art/1?do=cart', 1_000);
    expect(takeReturn(1_000 + RETURN_KEPT_MS)).toBe('/art/1?do=cart');
    expect(takeReturn(1_000 + RETURN_KEPT_MS)).toBeNull();
    rememberReturn('/art/1?do=cart', 1_000);
    expect(takeReturn(1_001 + RETURN_KEPT_MS)).toBeNull();
  });

  it('never returns to another site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      rememberReturn(path);
      expect(takeReturn(), path).toBeNull();
    }
  });
});
