// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { saveErrorMessage, serverTextOr } from './profile';

describe('saveErrorMessage', () => {
  it("shows the server's text for a taken username", () => {
    expect(saveErrorMessage(new ApiError(409, 'username_taken', 'This username is already taken.'))).toBe('This username is already taken.');
  });

  it('falls back to the spec text for server and network failures', () => {
    expect(saveErrorMessage(new ApiError(500, 'internal', 'Internal error'))).toBe('Failed to save profile. Please try again later.');
    expect(saveErrorMessage(new ApiError(0, 'network_error', 'Could not reach the server.'))).toBe('Failed to save profile. Please try again later.');
    expect(saveErrorMessage(new Error('x'))).toBe('Failed to save profile. Please try again later.');
  });
});

describe('serverTextOr', () => {
  it("uses the server's text for a refused request, else the fallback", () => {
    expect(serverTextOr(new ApiError(404, 'not_found', 'Profile not found.'), 'Failed to fetch admin profile.')).toBe('Profile not found.');
    expect(serverTextOr(new ApiError(503, 'http_error', 'Unavailable'), 'Failed to fetch admin profile.')).toBe('Failed to fetch admin profile.');
  });
});
