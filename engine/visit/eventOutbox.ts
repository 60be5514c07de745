import type { TrackedEvent } from '../../schemas/trackedEvent';

/** The part of `localStorage` the outbox needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Options of {@link createEventOutbox}. */
export interface EventOutboxOptions {
  readonly storage: KeyValueStorage;
  /** Posts a batch; rejects when the server did not take it. */
  readonly send: (events: readonly TrackedEvent[]) => Promise<void>;
  readonly key?: string;
  /** Oldest events are dropped beyond this many, so a long outage cannot fill the storage. */
  readonly capacity?: number;
}

/** A durable queue of tracked events. */
export interface EventOutbox {
  /** Stores the event, then tries to send everything pending. */
  add(event: TrackedEvent): Promise<void>;
  /** Sends everything pending; keeps what the server did not take for the next try. */
  flush(): Promise<void>;
  /** Events not yet accepted by the server. */
  pending(): readonly TrackedEvent[];
}

/**
 * An outbox that writes each event to storage before sending it, so a failed request or a
 * closed tab loses nothing: what is pending is sent again by the next `add` or `flush`. The
 * server stores each event id once, so sending an event twice is harmless.
 *
 * @example const outbox = createEventOutbox({ storage: localStorage, send: postEvents });
 */
export function createEventOutbox({ storage, send, key = 'event-outbox', capacity = 500 }: EventOutboxOptions): EventOutbox {
  let inFlight: Promise<void> | undefined;

  const read = (): TrackedEvent[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as TrackedEvent[]) : [];
    } catch {
      return [];
    }
  };
  const write = (events: readonly TrackedEvent[]) => storage.setItem(key, JSON.stringify(events.slice(-capacity)));

  const sendPending = async (): Promise<void> => {
    const batch = read();
    if (batch.length === 0) return;
    await send(batch);
    const sent = new Set(batch.map((event) => event.properties.id));
    write(read().filter((event) => !sent.has(event.properties.id)));
  };

  const flush = async (): Promise<void> => {
    // One request at a time; a flush asked for meanwhile runs after it, for what arrived since.
    while (inFlight) await inFlight.catch(() => undefined);
    inFlight = sendPending().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    add(event) {
      write([...read(), event]);
      return flush();
    },
    flush,
    pending: read,
  };
}
