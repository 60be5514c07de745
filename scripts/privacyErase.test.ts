import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/openDatabase';
import { leads } from '../server/db/schema';
import { leadDataKeyring, leadLookup, setLeadDataKeyring } from '../server/privacy/leadDataKeys';
import { privacyErase } from './privacyErase';
import { temporaryDirectory } from '../testing/temporaryDirectory';

describe('npm run privacy:erase', () => {
  it('erases by e-mail and by phone in the configured database with the configured key, and says what it removed', async () => {
    const DATA_DIR = temporaryDirectory('erase');
    const LEAD_DATA_KEY = randomBytes(32).toString('base64');
    setLeadDataKeyring(leadDataKeyring({ LEAD_DATA_KEY })!);
    const database = await openDatabase({ dataDir: DATA_DIR });
    const lead = (data: Record<string, string>) => ({
      id: randomUUID(),
      placementId: 'pl',
      data,
      lookup: leadLookup(data),
      provider: 't',
    });
    await database.db
      .insert(leads)
      .values([
        lead({ email: 'ann@example.com' }),
        lead({ phone: '2025550143' }),
        lead({ phone: '3035550100' }),
      ]);
    await database.close();

    const env = { DATA_DIR, LEAD_DATA_KEY };
    expect(await privacyErase(['--email', 'ANN@example.com'], env)).toEqual({
      leads: 1,
      users: 0,
      events: 0,
      unreadable: 0,
    });
    expect(await privacyErase(['--phone', '+1 202 555 0143'], env)).toEqual({
      leads: 1,
      users: 0,
      events: 0,
      unreadable: 0,
    });
    expect(await privacyErase(['--phone', '2025550143'], env)).toEqual({
      leads: 0,
      users: 0,
      events: 0,
      unreadable: 0,
    });
    await expect(privacyErase([], env)).rejects.toThrow(/phone number/);
    await expect(privacyErase(['--name', 'Ann'], env)).rejects.toThrow();
  }, 60_000);
});
