import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { leadDataKeyring, randomLeadDataKeyring, type LeadDataKeyring } from './leadDataKeys';

/** The file a development server keeps its generated lead key in, inside `DATA_DIR`. */
const LEAD_DATA_KEY_FILE = 'lead-data.key';

/**
 * The lead key of a development machine: read from `<dataDir>/lead-data.key`, or generated
 * there (32 random bytes, base64, file mode 600) on first use. `created` says which.
 *
 * @example const { key, created, path } = ensureLeadDataKeyFile('.data');
 */
export function ensureLeadDataKeyFile(dataDir: string): {
  readonly key: string;
  readonly created: boolean;
  readonly path: string;
} {
  const path = join(dataDir, LEAD_DATA_KEY_FILE);
  if (existsSync(path)) return { key: readFileSync(path, 'utf8').trim(), created: false, path };
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600); // the mode of a new file is masked by the umask
  return { key, created: true, path };
}

/** What the server's start needs to know about its lead keys. */
export interface LeadKeySettings {
  readonly LEAD_DATA_KEY?: string | undefined;
  readonly LEAD_DATA_KEYS?: string | undefined;
  readonly APP_ENV: 'development' | 'preview' | 'production';
  readonly DATA_DIR: string;
}

/**
 * The keyring a server starts with: the environment's keys; else, in production, an error (a
 * production server never writes leads under a key nobody configured); else the key file of
 * `DATA_DIR` (generated on first start), or for an in-memory database a key of this process only.
 * `note` says what was chosen, for the start's log line.
 */
export function leadDataKeysAtStart(env: LeadKeySettings): {
  readonly keyring: LeadDataKeyring;
  readonly note?: string;
} {
  const configured = leadDataKeyring(env);
  if (configured) return { keyring: configured };
  if (env.APP_ENV === 'production') {
    throw new Error(
      'LEAD_DATA_KEY is not set: a production server refuses to start without the key that encrypts leads (32 bytes as base64 or hex: openssl rand -base64 32).',
    );
  }
  if (env.DATA_DIR.startsWith('memory://'))
    return {
      keyring: randomLeadDataKeyring(),
      note: 'No LEAD_DATA_KEY: leads are encrypted with a key that lives only in this process (in-memory database).',
    };
  const file = ensureLeadDataKeyFile(env.DATA_DIR);
  const keyring = leadDataKeyring({ LEAD_DATA_KEY: file.key, LEAD_DATA_KEYS: env.LEAD_DATA_KEYS });
  if (!keyring) throw new Error(`${file.path} holds no key.`);
  return {
    keyring,
    note: `No LEAD_DATA_KEY: leads are encrypted with the key in ${file.path}${file.created ? ' (generated now; keep it, leads cannot be read without it)' : ''}.`,
  };
}
