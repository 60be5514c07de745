import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_LINK_KEYS, linkAnonymousId } from './anonymousLink';

const storage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('linkAnonymousId', () => {
  it('emits the stored anonymous id once, then sets the flag', () => {
    const store = storage({ [ANONYMOUS_LINK_KEYS.anonymousId]: JSON.stringify('old-user-1') });
    const emit = vi.fn();
    expect(linkAnonymousId(store, emit)).toBe(true);
    expect(linkAnonymousId(store, emit)).toBe(false);
    expect(emit.mock.calls).toEqual([['old-user-1']]);
    expect(store.map.get(ANONYMOUS_LINK_KEYS.linked)).toBe('true');
  });

  it('reads a plain id, and links again when the flag is anything but true', () => {
    const emit = vi.fn();
    linkAnonymousId(
      storage({
        [ANONYMOUS_LINK_KEYS.anonymousId]: 'plain-id',
        [ANONYMOUS_LINK_KEYS.linked]: 'false',
      }),
      emit,
    );
    expect(emit).toHaveBeenCalledWith('plain-id');
  });

  it('emits nothing without a stored id', () => {
    const emit = vi.fn();
    const store = storage({ [ANONYMOUS_LINK_KEYS.anonymousId]: '""' });
    expect(linkAnonymousId(store, emit)).toBe(false);
    expect(linkAnonymousId(storage(), emit)).toBe(false);
    expect(emit).not.toHaveBeenCalled();
    expect(store.map.has(ANONYMOUS_LINK_KEYS.linked)).toBe(false);
  });
});
