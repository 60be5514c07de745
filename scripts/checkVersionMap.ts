import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseFunnel } from '../engine/funnel/compiler/parseFunnel';
import { verifyVersionMap } from '../engine/funnel/compiler/resumeAfterVersion';

/** Where the version a funnel file maps from is kept: `previous/<id>.v<version>.json` beside it. */
export const previousVersionFile = (file: string, id: string, version: number): string =>
  join(dirname(file), 'previous', `${id}.v${version}.json`);

/**
 * The errors of a funnel file's step map (`from`), as `file: pointer: message`: the previous
 * version it maps from must be archived beside it, every old step must have a place in the new
 * version, and every answer both ask must keep its meaning. None when the file declares no map.
 * Run after the file itself passed its checks.
 */
export function checkVersionMap(file: string, json: unknown): string[] {
  const next = parseFunnel(json, file);
  if (!next.from) return [];
  const previousFile = previousVersionFile(file, next.id, next.from.version);
  if (!existsSync(previousFile))
    return [
      `${file}: /from/version: Version ${next.from.version} of "${next.id}" is not archived at ${previousFile}: copy the file as it was deployed there (git show <deployed commit>:${file}), so the map can be checked.`,
    ];
  let previous;
  try {
    previous = parseFunnel(JSON.parse(readFileSync(previousFile, 'utf8')), previousFile);
  } catch (error) {
    return [
      `${previousFile}: /: The archived version does not parse (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): restore it as it was deployed.`,
    ];
  }
  return verifyVersionMap(previous, next).map(
    (problem) => `${file}: ${problem.pointer}: ${problem.message}`,
  );
}
