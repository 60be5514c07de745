// No internet on the bench machines: the brands' tag manager and the ad network's serve script
// would fail to load, and Lighthouse would count the failures as console errors (best practices).
// Their hosts are answered instead by a local HTTPS server with empty scripts, so the bench
// measures our pages, not the missing network; real third parties cost more than these do.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { thirdPartyScriptOrigins } from '../../schemas/thirdPartyScripts';
import type { Listening } from './listen';

/** The stand-in server and the Chromium host rules that send the third parties' hosts to it. */
export interface ThirdPartyStandIns extends Listening {
  readonly hostRules: string[];
}

/** Starts the stand-ins on a free port, with a throwaway self-signed certificate (openssl). */
export async function startThirdPartyStandIns(): Promise<ThirdPartyStandIns> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=bench stand-in',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end('');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  rmSync(dir, { recursive: true, force: true });
  return {
    port,
    hostRules: thirdPartyScriptOrigins.map(
      (origin) => `MAP ${new URL(origin).hostname} 127.0.0.1:${port}`,
    ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
