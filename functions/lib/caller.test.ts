import { describe, expect, it } from 'vitest';
import { callerFromClaims, parseGroupsClaim } from './caller';

describe('parseGroupsClaim', () => {
  it('reads the "[A B]" string the HTTP API JWT authorizer passes', () => {
    expect(parseGroupsClaim('[Admin Artist]')).toEqual(['Admin', 'Artist']);
  });
  it('reads a JSON array as found in a raw token', () => {
    expect(parseGroupsClaim(['Client'])).toEqual(['Client']);
  });
  it('treats a missing or empty claim as no groups', () => {
    expect(parseGroupsClaim(undefined)).toEqual([]);
    expect(parseGroupsClaim('[]')).toEqual([]);
    expect(parseGroupsClaim('')).toEqual([]);
  });
});

describe('callerFromClaims', () => {
  it('is null without a subject', () => {
    expect(callerFromClaims({ email: 'a@b.test' })).toBeNull();
    expect(callerFromClaims(undefined)).toBeNull();
  });
  it('ranks Admin above Artist above Client for the role', () => {
    expect(callerFromClaims({ sub: 'u1', 'cognito:groups': '[Client Admin]' })).toMatchObject({
      role: 'Admin',
      isAdmin: true,
    });
    expect(callerFromClaims({ sub: 'u1', 'cognito:groups': '[Client Artist]' })).toMatchObject({
      role: 'Artist',
      isAdmin: false,
    });
    expect(callerFromClaims({ sub: 'u1' })).toMatchObject({ role: null, isAdmin: false, groups: [] });
  });
  it('keeps the e-mail claim', () => {
    expect(callerFromClaims({ sub: 'u1', email: 'maria@example.test' })?.email).toBe('maria@example.test');
  });
});
