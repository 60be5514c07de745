// `npm start`: build the site when the build is missing or older than any of its inputs
// (scripts/buildInputs.ts), then serve the site and the API (with the embedded database unless
// DATABASE_URL is set).
import { spawnSync, spawn } from 'node:child_process';
import { buildIsStale } from './buildInputs';

if (buildIsStale('.')) {
  console.log('Building the site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
