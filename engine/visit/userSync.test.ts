import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserSync, USER_SYNC_CHANNEL, type SyncChannel, type UserRecord } from './userSync';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Channels of one browser: a message reaches every other channel of the same name. */
function browser() {
  const channels: { listeners: Set<(event: { data: unknown }) => void> }[] = [];
  return () => {
    const self = { listeners: new Set<(event: { data: unknown }) => void>() };
    channels.push(self);
    const channel: SyncChannel = {
      postMessage: (message) =>
        channels
          .filter((c) => c !== self)
          .forEach((c) => c.listeners.forEach((l) => l({ data: structuredClone(message) }))),
      addEventListener: (_type, listener) => self.listeners.add(listener),
      removeEventListener: (_type, listener) => self.listeners.delete(listener),
    };
    return channel;
  };
}

const initial: UserRecord = { id: 'u1', updatedAt: '2026-11-22T11:00:00.000Z' };

describe('user sync', () => {
  it('uses the channel named user-sync', () => {
    expect(USER_SYNC_CHANNEL).toBe('user-sync');
  });

  it('posts a change and applies it in the other tabs without posting it again', async () => {
    const open = browser();
    const posts: { tab: string; record: UserRecord }[] = [];
    const a = createUserSync(initial, {
      channel: open(),
      post: (record) => (posts.push({ tab: 'a', record }), Promise.resolve()),
    });
    const b = createUserSync(initial, {
      channel: open(),
      post: (record) => (posts.push({ tab: 'b', record }), Promise.resolve()),
    });
    a.update({ lastFunnel: 'auto' });
    await vi.advanceTimersByTimeAsync(0);
    expect(posts.map((p) => p.tab)).toEqual(['a']);
    expect(b.current()).toEqual(a.current());
    expect(b.current().lastFunnel).toBe('auto');
  });

  it('retries a failed post after 3 s', async () => {
    const post = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const sync = createUserSync(initial, { channel: browser()(), post });
    sync.update({ paid: true });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1]?.[0]).toMatchObject({ paid: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('does not retry an old record once a newer change happened', async () => {
    const post = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const sync = createUserSync(initial, { channel: browser()(), post });
    sync.update({ step: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    sync.update({ step: 2 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(post.mock.calls.map(([record]) => (record as UserRecord).step)).toEqual([1, 2]);
  });

  it('a newer change from another tab also cancels a pending retry', async () => {
    const open = browser();
    const post = vi.fn().mockRejectedValue(new Error('offline'));
    const a = createUserSync(initial, { channel: open(), post });
    const b = createUserSync(initial, { channel: open(), post: () => Promise.resolve() });
    a.update({ step: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    b.update({ step: 2 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(post).toHaveBeenCalledTimes(1);
    expect(a.current().step).toBe(2);
  });

  it('ignores an older record from another tab', () => {
    const open = browser();
    const a = createUserSync(initial, { channel: open(), post: () => Promise.resolve() });
    const stale = open();
    a.update({ step: 2 });
    stale.postMessage({ type: 'user', record: { ...initial, step: 1 } });
    expect(a.current().step).toBe(2);
  });
});
