/** The BroadcastChannel the tabs of a browser share the user record on (spec section 4). */
export const USER_SYNC_CHANNEL = 'user-sync';
/** A failed post is tried again after this, unless a newer change came first (spec section 9). */
const USER_SYNC_RETRY_MS = 3_000;

/** The user record: an id, when it last changed, and what the site knows of the visitor. */
export interface UserRecord {
  readonly id: string;
  readonly updatedAt: string;
  readonly [field: string]: unknown;
}

interface SyncMessage {
  readonly type: 'user';
  readonly record: UserRecord;
}

/** The parts of BroadcastChannel the sync uses. */
export interface SyncChannel {
  postMessage(message: SyncMessage): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

export interface UserSyncDeps {
  /** `POST /api/user/set`; rejects when the record did not reach the server. */
  readonly post: (record: UserRecord) => Promise<void>;
  readonly channel: SyncChannel;
  readonly now?: () => number;
}

/** The synced user record of this tab. */
export interface UserSync {
  current(): UserRecord;
  /** Changes the record: posted to the server and sent to the other tabs. */
  update(patch: Readonly<Record<string, unknown>>): void;
  /** Called with the record after every change, this tab's or another's. */
  subscribe(listener: (record: UserRecord) => void): () => void;
  stop(): void;
}

function isSyncMessage(data: unknown): data is SyncMessage {
  const record = (data as { record?: { id?: unknown; updatedAt?: unknown } } | null)?.record;
  return (
    (data as { type?: unknown } | null)?.type === 'user' &&
    typeof record?.id === 'string' &&
    typeof record.updatedAt === 'string'
  );
}

/**
 * User sync (spec section 4): a change is posted to the server and broadcast to the other tabs;
 * a change from another tab is applied without sending it again; a failed post is retried after
 * 3 s, but only if nothing newer changed meanwhile (the newer change carries its own post).
 */
export function createUserSync(
  initial: UserRecord,
  { post, channel, now = Date.now }: UserSyncDeps,
): UserSync {
  let record = initial;
  let version = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listeners = new Set<(record: UserRecord) => void>();
  const notify = () => listeners.forEach((listener) => listener(record));

  const send = (sent: number) => {
    post(record).catch(() => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (version === sent) send(sent);
      }, USER_SYNC_RETRY_MS);
      timers.add(timer);
    });
  };

  const onMessage = ({ data }: { readonly data: unknown }) => {
    if (
      !isSyncMessage(data) ||
      data.record.id !== record.id ||
      data.record.updatedAt <= record.updatedAt
    )
      return;
    record = data.record;
    version += 1; // a newer change: a pending retry of ours is stale now
    notify();
  };
  channel.addEventListener('message', onMessage);

  return {
    current: () => record,
    update: (patch) => {
      // Never earlier than the last change, even if the clock stepped back.
      const at = Math.max(now(), Date.parse(record.updatedAt) + 1);
      record = { ...record, ...patch, id: record.id, updatedAt: new Date(at).toISOString() };
      version += 1;
      channel.postMessage({ type: 'user', record });
      notify();
      send(version);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      channel.removeEventListener('message', onMessage);
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
