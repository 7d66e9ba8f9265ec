import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('./api-client', () => ({ call: (...args: unknown[]) => call(...args) }));
const { fetchBadges } = await import('./badges');

const answer = (cart: number) => ({ role: 'Client', cart, notifications: 0, messages: 0 });

describe('fetchBadges', () => {
  beforeEach(() => call.mockReset());

  it('asks once for everyone asking while the request is on its way (the boot: role and three badges)', async () => {
    let resolve!: (v: unknown) => void;
    call.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const asked = [fetchBadges('u1'), fetchBadges('u1'), fetchBadges('u1'), fetchBadges('u1')];
    resolve(answer(2));
    expect(await Promise.all(asked)).toEqual(Array(4).fill(answer(2)));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('GET /badges/{userId}', { params: { userId: 'u1' } });
  });

  it('asks afresh once the answer is in, so a refresh after a write sees the new count', async () => {
    call.mockResolvedValueOnce(answer(1)).mockResolvedValueOnce(answer(2));
    expect((await fetchBadges('u1')).cart).toBe(1);
    expect((await fetchBadges('u1')).cart).toBe(2);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not share one person’s request with another, nor a failed one', async () => {
    call.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer(3)).mockResolvedValueOnce(answer(4));
    await expect(fetchBadges('u1')).rejects.toThrow('offline');
    expect((await fetchBadges('u1')).cart).toBe(3);
    expect((await fetchBadges('u2')).cart).toBe(4);
    expect(call).toHaveBeenCalledTimes(3);
  });
});

describe('recentBadges', () => {
  it('gives the last answer of this person while it is young enough, else nothing', async () => {
    const { recentBadges } = await import('./badges');
    call.mockResolvedValueOnce(answer(5));
    await fetchBadges('u3');
    expect(recentBadges('u3', 60_000)?.cart).toBe(5);
    expect(recentBadges('u4', 60_000)).toBeUndefined();
    expect(recentBadges('u3', -1)).toBeUndefined();
  });
});
