import { describe, expect, it } from 'vitest';
import { refreshed } from '@web/lib/refreshed-keys.testing';
import { countKeys } from '@web/api/counts';
import { notificationKeys } from './notifications';

describe('notification keys', () => {
  it('a notifications write refreshes the unread badge; a live push refreshes the list alone', () => {
    const cached = [notificationKeys.list('u1', null), countKeys.of('notifications', 'u1')];
    expect(refreshed(cached, notificationKeys.all)).toHaveLength(2);
    expect(refreshed(cached, notificationKeys.lists())).toEqual([JSON.stringify(notificationKeys.list('u1', null))]);
  });
});
