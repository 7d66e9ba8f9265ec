// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { endedBySuspension, forgetSuspension, rememberSuspension, suspensionOf } from './suspension-notice';

const TEXT = 'Your account is suspended. Check your e-mail to appeal.';

describe('suspension notice', () => {
  beforeEach(() => forgetSuspension());

  it("tells a later sign-in of the suspended account the server's text, whatever the address's case and spaces", () => {
    rememberSuspension('Ana.Cruz@Example.test', TEXT);
    expect(suspensionOf(' ana.cruz@example.test ')).toBe(TEXT);
    expect(endedBySuspension()).toBe(TEXT);
  });

  it('says nothing for another account, nor once the suspended one signed in again', () => {
    rememberSuspension('ana@example.test', TEXT);
    expect(suspensionOf('ben@example.test')).toBeNull();
    forgetSuspension();
    expect(suspensionOf('ana@example.test')).toBeNull();
    expect(endedBySuspension()).toBeNull();
  });
});
