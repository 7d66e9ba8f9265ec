import { describe, expect, it } from 'vitest';
import { openConversationOf, messagesRequests } from '@web/features/chat/messages-data';
import { artistProjectsRequests } from '@web/features/projects/projects-data';
import { browseJobsRequests, browseJobsTab } from '@web/features/jobs/browse-jobs-data';

describe('the early requests that depend on the address or the role', () => {
  it('Browse Jobs: the tab the address opens, and only for an artist (anyone else is sent away)', () => {
    expect(browseJobsTab('')).toBe('offers');
    expect(browseJobsTab('?tab=applied')).toBe('applied');
    expect(browseJobsRequests('u-1', 'Artist', '')).toEqual([{ routeKey: 'GET /api/open-jobs' }]);
    expect(browseJobsRequests('u-1', 'Artist', '?tab=applied')).toEqual([
      { routeKey: 'GET /api/my-applied-job-details/{userId}', params: { userId: 'u-1' } },
    ]);
    expect(browseJobsRequests('u-1', 'Client', '')).toEqual([]);
  });

  it("the artist's projects: only for an artist", () => {
    expect(artistProjectsRequests('u-1', 'Artist').map((r) => r.routeKey)).toEqual([
      'GET /api/artist-projects/{userId}',
      'GET /api/project-summary/{userId}',
    ]);
    expect(artistProjectsRequests('u-1', 'Client')).toEqual([]);
  });

  it('CraftiChat: the list, and the conversation the address opens with its messages', () => {
    expect(openConversationOf('?c=c-1')).toBe('c-1');
    expect(openConversationOf('?c=')).toBeNull();
    expect(messagesRequests('').map((r) => r.routeKey)).toEqual(['GET /conversations']);
    expect(messagesRequests('?c=c-1').map((r) => r.routeKey)).toEqual([
      'GET /conversations',
      'GET /conversations/{id}',
      'GET /conversations/{id}/messages',
    ]);
  });
});
