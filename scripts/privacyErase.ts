// `npm run privacy:erase -- --phone 202-555-0143` or `-- --email ann@example.com` (or both):
// erases the person's leads, the user records and the events of their visitors, and prints the
// counts. Reads the database and lead keys as the server does (DATABASE_URL or DATA_DIR,
// LEAD_DATA_KEY/LEAD_DATA_KEYS or the development key file). An embedded (PGlite) database can be
// opened by one process only: stop the server first, or use POST /api/privacy/erase.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/openDatabase';
import { parseEnv } from '../server/env';
import {
  erasePerson,
  NothingToSearchError,
  type ErasureCounts,
} from '../server/privacy/erasePerson';
import { leadDataKeysAtStart } from '../server/privacy/leadDataKeyFile';
import { setLeadDataKeyring } from '../server/privacy/leadDataKeys';

const USAGE = 'Usage: npm run privacy:erase -- --phone <number> | --email <address>';

/** Runs one erasure from command-line arguments; resolves with what it removed. */
export async function privacyErase(
  args: readonly string[],
  environment: Record<string, string | undefined>,
): Promise<ErasureCounts> {
  const { values } = parseArgs({
    args: [...args],
    options: { phone: { type: 'string' }, email: { type: 'string' } },
    strict: true,
  });
  if (values.phone === undefined && values.email === undefined) throw new NothingToSearchError();
  const env = parseEnv(environment);
  setLeadDataKeyring(leadDataKeysAtStart(env).keyring);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await erasePerson(database.db, { phone: values.phone, email: values.email });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  privacyErase(process.argv.slice(2), process.env).then(
    (removed) => {
      console.log(
        `Erased ${removed.leads} lead(s), ${removed.users} user record(s), ${removed.events} event(s).`,
      );
      if (removed.unreadable > 0)
        console.log(
          `${removed.unreadable} older lead(s) could not be checked: sealed with a key that is not in LEAD_DATA_KEY or LEAD_DATA_KEYS.`,
        );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      console.error(USAGE);
      process.exit(2);
    },
  );
}
