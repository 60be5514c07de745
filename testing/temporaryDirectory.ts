import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/**
 * A new directory in the system's temporary one, removed when the test that asked for it ends,
 * or, asked for outside a test (a file's setup), when the file's tests are done: a test run leaves
 * nothing behind (ten test files left a directory each per run, hundreds on a working machine).
 *
 * @example const site = temporaryDirectory('health'); // /tmp/health-Ab12Cd, gone after the test
 */
export function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    // Outside a test, vitest refuses onTestFinished: the directory lives as long as the file's tests.
    afterAll(remove);
  }
  return directory;
}
