import { describe, expect, it } from 'vitest';
import { ApiError, requestLine, userMessage } from './api-client';

describe('requestLine', () => {
  it("fills a route key's path variables, encoded", () => {
    expect(requestLine('PUT /tags/{id}', { id: 'a b/c' })).toEqual({ method: 'PUT', path: '/tags/a%20b%2Fc' });
    expect(requestLine('GET /tags')).toEqual({ method: 'GET', path: '/tags' });
  });

  it('refuses to call a route without one of its path variables', () => {
    expect(() => requestLine('GET /artist-profile/{userId}', {})).toThrow('needs userId');
  });
});

describe('userMessage', () => {
  it("shows the spec's text for a code the spec words its own way", () => {
    expect(userMessage(new ApiError(409, 'tags.exists', 'Tag already exists'), 'Failed to add tag')).toBe(
      'This tag already exists',
    );
  });

  it("shows the server's text for any other refusal the caller caused", () => {
    expect(
      userMessage(new ApiError(409, 'accounts.username_in_use', 'Username already taken!'), 'Failed to save profile.'),
    ).toBe('Username already taken!');
    expect(userMessage(new ApiError(404, 'tags.not_found', 'Tag not found.'), 'Failed to update tag')).toBe(
      'Tag not found.',
    );
  });

  it("shows the screen's own text for server errors, network failures and anything else", () => {
    expect(
      userMessage(new ApiError(500, 'internal_error', 'Something went wrong on our side.'), 'Failed to update tag'),
    ).toBe('Failed to update tag');
    expect(userMessage(new ApiError(0, 'network_error', 'Could not reach the server.'), 'Failed to add tag')).toBe(
      'Failed to add tag',
    );
    expect(userMessage(new Error('boom'), 'Failed to delete tag')).toBe('Failed to delete tag');
  });

  it("says to try again in a moment when a service behind the API is busy (503), in the server's words", () => {
    expect(
      userMessage(
        new ApiError(
          503,
          'service_unavailable',
          'Crafti is busy right now. Please try again in a moment.',
          undefined,
          2,
        ),
        'Failed to add tag',
      ),
    ).toBe('Crafti is busy right now. Please try again in a moment.');
  });
});
