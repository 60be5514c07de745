import type { TrackedEvent } from '../../schemas/trackedEvent';
import { utf8ByteLength, type Serialised } from './eventBatch';
import { outboxEntry } from './outboxKeys';

/** The part of `localStorage` the outbox needs (listing keys included). */
export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** An event waiting for delivery, with its storage key and serialised form. */
export interface StoredEvent extends Serialised {
  readonly key: string;
  readonly event: TrackedEvent;
}

/** The events waiting for delivery, in a storage shared by the visitor's tabs. */
export interface OutboxStore {
  put(event: TrackedEvent): StoredEvent;
  remove(key: string): void;
  /** Every waiting event, oldest first. */
  list(): StoredEvent[];
  count(): number;
}

const byAge = (a: StoredEvent, b: StoredEvent) =>
  a.event.timestamp < b.event.timestamp
    ? -1
    : a.event.timestamp > b.event.timestamp
      ? 1
      : a.key < b.key
        ? -1
        : 1;

/**
 * One storage entry per event (`<prefix><event id>`), so that tabs appending at the same moment
 * never overwrite each other (a shared list would be read, changed and written back by each:
 * the last writer wins and the other tab's events are lost), and delivering an event is one
 * `removeItem`. When the storage refuses a write (quota, disabled), the event waits in memory
 * and this page still sends it.
 *
 * @example const store = createOutboxStore(localStorage, 'event-outbox:');
 */
export function createOutboxStore(storage: OutboxStorage, prefix: string): OutboxStore {
  const memory = new Map<string, string>();
  // Parsed events by key, reused while the stored text is unchanged: listing stays cheap.
  const parsed = new Map<string, { readonly raw: string; readonly stored: StoredEvent }>();

  const keys = (): string[] => {
    const found = new Set(memory.keys());
    try {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) found.add(key);
      }
    } catch {
      // Unreadable storage: what this page holds in memory is all there is.
    }
    return [...found];
  };

  const read = (key: string): StoredEvent | undefined => {
    let raw: string | null | undefined = memory.get(key);
    try {
      raw ??= storage.getItem(key);
    } catch {
      raw = undefined;
    }
    if (raw === null || raw === undefined) return undefined;
    const cached = parsed.get(key);
    if (cached?.raw === raw) return cached.stored;
    try {
      const event = JSON.parse(raw) as TrackedEvent;
      if (typeof event?.properties?.id !== 'string' || typeof event.timestamp !== 'string')
        throw new Error('not an event');
      const stored: StoredEvent = { key, event, json: raw, bytes: utf8ByteLength(raw) };
      parsed.set(key, { raw, stored });
      return stored;
    } catch {
      remove(key); // A damaged entry can never be sent.
      return undefined;
    }
  };

  function remove(key: string): void {
    memory.delete(key);
    parsed.delete(key);
    try {
      storage.removeItem(key);
    } catch {
      // Nothing more to do: a later page sends it again, and the server stores it once.
    }
  }

  return {
    put(event) {
      const { key, json } = outboxEntry(event, prefix);
      try {
        storage.setItem(key, json);
      } catch {
        memory.set(key, json);
      }
      const stored: StoredEvent = { key, event, json, bytes: utf8ByteLength(json) };
      parsed.set(key, { raw: json, stored });
      return stored;
    },
    remove,
    list: () =>
      keys()
        .map(read)
        .filter((stored): stored is StoredEvent => stored !== undefined)
        .sort(byAge),
    count: () => keys().length,
  };
}
