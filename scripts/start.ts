// `npm start`: build the site when the build is missing or older than any of its inputs
// (scripts/buildInputs.ts), then serve the site and the API (with the embedded database unless
// DATABASE_URL is set).
import { spawnSync, spawn } from 'node:child_process';
import { ensureLeadDataKeyFile } from '../server/privacy/leadDataKeyFile';
import { buildIsStale } from './buildInputs';

if (buildIsStale('.')) {
  console.log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Leads are encrypted at rest: without LEAD_DATA_KEY a development machine gets a key of its own,
// kept in the data folder (mode 600). A production server refuses to start without one (server/main.ts).
const dataDir = process.env.DATA_DIR ?? '.data';
if (
  !process.env.LEAD_DATA_KEY &&
  !process.env.LEAD_DATA_KEYS &&
  process.env.APP_ENV !== 'production' &&
  !dataDir.startsWith('memory://')
) {
  const file = ensureLeadDataKeyFile(dataDir);
  console.log(
    file.created
      ? `No LEAD_DATA_KEY: generated the key that encrypts leads into ${file.path} (mode 600). Keep it: leads cannot be read without it. Production needs LEAD_DATA_KEY.`
      : `No LEAD_DATA_KEY: leads are encrypted with the key in ${file.path}.`,
  );
  process.env.LEAD_DATA_KEY = file.key;
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
