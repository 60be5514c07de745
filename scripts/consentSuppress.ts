// `npm run consent:suppress -- --phone 4045550188 [--email a@b.example]`: revocation received by
// the operator (a STOP reply, a call) goes on the suppression list, hashed as the opt-out page's
// (SUPPRESSION_SECRET, as the server uses it). The database is the server's (DATABASE_URL, else
// PGlite under DATA_DIR or ./.data). Prints what was added, never the contact itself.
import { suppressionList, type SuppressionKind } from '../server/consent/suppression';
import { openDatabase } from '../server/db/openDatabase';

const args = process.argv.slice(2);
const contacts: { kind: SuppressionKind; value: string }[] = [];
for (let index = 0; index < args.length; index += 2) {
  const flag = args[index];
  const value = args[index + 1];
  if ((flag !== '--phone' && flag !== '--email') || value === undefined) {
    console.error('Usage: npm run consent:suppress -- --phone <number> [--email <address>] …');
    process.exit(2);
  }
  contacts.push({ kind: flag === '--phone' ? 'phone' : 'email', value });
}
if (contacts.length === 0) {
  console.error('Usage: npm run consent:suppress -- --phone <number> [--email <address>] …');
  process.exit(2);
}

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.data',
});
const list = suppressionList(database.db, process.env.SUPPRESSION_SECRET);
let failed = 0;
for (const { kind, value } of contacts) {
  if (await list.suppress(kind, value, 'operator')) console.log(`suppressed ${kind}`);
  else {
    console.error(
      `error: a ${kind} argument is not a valid ${kind === 'phone' ? '10-digit US phone number' : 'e-mail address'}`,
    );
    failed += 1;
  }
}
await database.close();
process.exit(failed > 0 ? 1 : 0);
