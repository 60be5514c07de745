import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureLeadDataKeyFile, leadDataKeysAtStart } from './leadDataKeyFile';
import { temporaryDirectory } from '../../testing/temporaryDirectory';

describe('the lead key at start', () => {
  it('development without a key: generates one into the data folder (mode 600) and reuses it', () => {
    const dir = join(temporaryDirectory('lead-key'), 'data');
    const first = leadDataKeysAtStart({ APP_ENV: 'development', DATA_DIR: dir });
    expect(first.note).toContain('generated now');
    const file = join(dir, 'lead-data.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = leadDataKeysAtStart({ APP_ENV: 'development', DATA_DIR: dir });
    expect(second.note).not.toContain('generated now');
    expect(second.keyring.current).toEqual(first.keyring.current);
    expect(ensureLeadDataKeyFile(dir).created).toBe(false);
  });

  it('production without a key refuses to start, with a message that says what to set', () => {
    expect(() => leadDataKeysAtStart({ APP_ENV: 'production', DATA_DIR: '.data' })).toThrow(
      /LEAD_DATA_KEY is not set.*production/,
    );
  });

  it('a configured key is used as it is; a bad one is refused', () => {
    const key = 'ab'.repeat(32);
    expect(
      leadDataKeysAtStart({ APP_ENV: 'production', DATA_DIR: '.data', LEAD_DATA_KEY: key }).note,
    ).toBeUndefined();
    expect(() =>
      leadDataKeysAtStart({ APP_ENV: 'production', DATA_DIR: '.data', LEAD_DATA_KEY: 'secret' }),
    ).toThrow(/32 bytes/);
  });

  it('an in-memory database gets a key of the process only', () => {
    expect(leadDataKeysAtStart({ APP_ENV: 'development', DATA_DIR: 'memory://' }).note).toContain(
      'only in this process',
    );
  });
});
