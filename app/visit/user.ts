import {
  createUserSync,
  USER_SYNC_CHANNEL,
  type SyncChannel,
  type UserRecord,
  type UserSync,
} from '../../engine/visit/userSync';
import { api } from '../platform/http';
import { reportCallFailure } from './reportCallFailure';
import { currentBrand } from '../brands/brand';
import { paidSession, visitorIds } from './session';
import { readJson, writeJson } from '../platform/storedJson';

const STORAGE_KEY = 'user-record';
let sync: UserSync | undefined;

const noChannel: SyncChannel = {
  postMessage: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
};

function stored(id: string): UserRecord {
  // An unreadable record starts afresh.
  const record = readJson<UserRecord | null>('local', STORAGE_KEY, null);
  if (record?.id === id && typeof record.updatedAt === 'string') return record;
  return { id, updatedAt: new Date(0).toISOString() };
}

/**
 * The visitor's user record, synced across tabs (BroadcastChannel `user-sync`) and with the
 * server (`POST /api/user/set`), kept in localStorage between visits.
 */
function userSync(): UserSync {
  if (sync) return sync;
  const channel =
    typeof BroadcastChannel === 'function'
      ? (new BroadcastChannel(USER_SYNC_CHANNEL) as unknown as SyncChannel)
      : noChannel;
  sync = createUserSync(stored(visitorIds().anonymousId), {
    channel,
    post: async (record) => {
      // Not retried here: the user sync retries after 3 s unless a newer change came first.
      await api.post('/api/user/set', { json: record, retry: 0 }).catch((error: unknown) => {
        reportCallFailure('User sync', 'POST /api/user/set', error);
        throw error;
      });
    },
  });
  // A full storage only costs the record between visits.
  sync.subscribe((record) => void writeJson('local', STORAGE_KEY, record));
  return sync;
}

/** Notes on the user record what this visit shows: the brand, the paid flag, the funnel opened. */
export function noteFunnelVisit(funnelId: string): void {
  const user = userSync();
  const current = user.current();
  const patch = { brand: currentBrand().id, paid: paidSession(), lastFunnel: funnelId };
  if (Object.entries(patch).some(([key, value]) => current[key] !== value)) user.update(patch);
}
