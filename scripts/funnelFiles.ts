import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { FunnelError } from '../engine/funnel/compiler/parseFunnel';
import { resolveFunnelExtends } from '../engine/funnel/compiler/resolveFunnelExtends';

/** A funnel file read from disk with its `extends` resolved. */
export interface FunnelFile {
  /** The full funnel's JSON, for `parseFunnel` / `loadSoundFunnel`. */
  readonly json: unknown;
  /** The texts of the file and of every base it extends, in that order (what the funnel is made of). */
  readonly texts: readonly string[];
  /** The files read: the file itself, then its bases. */
  readonly files: readonly string[];
}

/** The ids of the funnels in a folder (`funnels/*.json` without `.json`), sorted. */
export const funnelIdsIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

/**
 * Reads a funnel file and resolves its `extends` against the funnels of the same folder, so
 * every tool (the build, `funnels:check`, tests) sees the full funnel.
 *
 * @throws SyntaxError when the file is not JSON; FunnelError for a base that is not JSON, an
 *   unknown base, a cycle or an override of a step or field the base lacks
 * @example readFunnelFile('funnels/otc.json').json // medicare's steps with otc's words
 */
export function readFunnelFile(file: string): FunnelFile {
  const dir = dirname(file);
  const texts = new Map<string, string>();
  const readText = (path: string) => {
    const text = readFileSync(path, 'utf8');
    texts.set(path, text);
    return text;
  };
  const json = JSON.parse(readText(file)) as unknown;
  const resolved = resolveFunnelExtends(
    { json, source: file },
    (id) => {
      const path = join(dir, `${id}.json`);
      if (!existsSync(path)) return undefined;
      try {
        return { json: JSON.parse(readText(path)) as unknown, source: path };
      } catch (error) {
        throw new FunnelError(file, [
          {
            pointer: '/extends',
            message: `${path} is not valid JSON (${error instanceof Error ? error.message : String(error)}). Fix that file first.`,
          },
        ]);
      }
    },
    funnelIdsIn(dir).filter((id) => id !== basename(file, '.json')),
  );
  return {
    json: resolved.json,
    files: resolved.sources,
    texts: resolved.sources.map((source) => texts.get(source)!),
  };
}

/** `readFunnelFile(file).json`: the full funnel's JSON. */
export const readFunnelJson = (file: string): unknown => readFunnelFile(file).json;
