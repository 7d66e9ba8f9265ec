// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { filterTags, TAG_MESSAGES, tagErrorMessage } from './tags';

describe('filterTags', () => {
  const tags = [
    { id: '1', name: 'Handmade' },
    { id: '2', name: 'Filipino Heritage' },
  ];

  it('matches part of the name, ignoring case', () => {
    expect(filterTags(tags, 'HERIT').map((t) => t.id)).toEqual(['2']);
  });

  it('keeps every tag for a blank search', () => {
    expect(filterTags(tags, ' ')).toHaveLength(2);
  });
});

describe('tagErrorMessage', () => {
  it('turns the server\'s "Tag already exists" into "This tag already exists"', () => {
    expect(tagErrorMessage(new ApiError(409, 'tag_exists', 'Tag already exists'), TAG_MESSAGES.addFailed)).toBe('This tag already exists');
  });

  it('uses the action\'s failure text for anything else', () => {
    expect(tagErrorMessage(new ApiError(500, 'internal', 'Something went wrong.'), TAG_MESSAGES.updateFailed)).toBe('Failed to update tag');
    expect(tagErrorMessage(new ApiError(0, 'network_error', 'Could not reach the server.'), TAG_MESSAGES.addFailed)).toBe('Failed to add tag');
    expect(tagErrorMessage(new Error('boom'), TAG_MESSAGES.deleteFailed)).toBe('Failed to delete tag');
  });
});
