import { describe, expect, it } from 'vitest';
import type { TrackedEvent } from '../../schemas/trackedEvent';
import { createEventOutbox, type KeyValueStorage } from './eventOutbox';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

const event = (id: string): TrackedEvent => ({
  type: 'track',
  event: 'form-step-submitted',
  timestamp: '2026-11-22T10:00:00.000Z',
  sessionId: 's',
  anonymousId: 'a',
  properties: { id },
});

describe('createEventOutbox', () => {
  it('keeps an event whose post failed and sends it with the next one', async () => {
    const storage = memoryStorage();
    const sent: string[][] = [];
    let online = false;
    const outbox = createEventOutbox({
      storage,
      send: async (events) => {
        if (!online) throw new Error('offline');
        sent.push(events.map((e) => e.properties.id));
      },
    });
    await expect(outbox.add(event('1'))).rejects.toThrow('offline');
    expect(outbox.pending().map((e) => e.properties.id)).toEqual(['1']);
    online = true;
    await outbox.add(event('2'));
    expect(sent).toEqual([['1', '2']]);
    expect(outbox.pending()).toEqual([]);
  });

  it('survives a reload: a new outbox on the same storage sends what was pending', async () => {
    const storage = memoryStorage();
    const failing = createEventOutbox({ storage, send: () => Promise.reject(new Error('closed tab')) });
    await failing.add(event('a')).catch(() => undefined);
    const sent: string[] = [];
    await createEventOutbox({ storage, send: async (events) => void sent.push(...events.map((e) => e.properties.id)) }).flush();
    expect(sent).toEqual(['a']);
  });

  it('sends one request at a time and never drops an event added meanwhile', async () => {
    const storage = memoryStorage();
    const batches: string[][] = [];
    let release!: () => void;
    const outbox = createEventOutbox({
      storage,
      send: (events) => {
        batches.push(events.map((e) => e.properties.id));
        return batches.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
      },
    });
    const first = outbox.add(event('1'));
    const second = outbox.add(event('2'));
    release();
    await Promise.all([first, second]);
    expect(batches).toEqual([['1'], ['2']]);
    expect(outbox.pending()).toEqual([]);
  });
});
