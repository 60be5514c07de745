// `npm run test:budget [distDir]` (after a build): the JavaScript a visitor downloads, in gzip
// bytes, from the Vite manifest. Deterministic, so it fails when a budget is passed. Budgets are
// the figures of November 2026 plus a little room; lower them when the site gets lighter.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

const BUDGETS = {
  /**
   * Every page: React, the router, the page shell, the campaign route table (157 pages, 12 brands:
   * about 4 kB) and event delivery. 105.5 kB before the campaign site, 115.3 kB with it.
   */
  firstLoad: 118_000,
  /** A funnel's first step: the above plus the engine, RJSF, the step validators (188.4 kB now). */
  quizFirstStep: 195_000,
};

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** Chunks loaded for the given entries, following static imports only. */
function closure(keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function gzipBytes(keys: Set<string>): number {
  const files = new Set([...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
}

const entry = 'index.html';
const firstLoad = closure([entry]);
// The quiz route loads the router's lazy chunks and the funnel's own module.
const quizStep = closure([entry, ...(manifest[entry]?.dynamicImports ?? []), 'virtual:funnels/medicare']);

let failed = false;
for (const [name, keys, budget] of [
  ['first load', firstLoad, BUDGETS.firstLoad],
  ['quiz first step', quizStep, BUDGETS.quizFirstStep],
] as const) {
  const bytes = gzipBytes(keys);
  const over = bytes > budget;
  failed ||= over;
  console.log(`${over ? 'OVER  ' : 'ok    '}${name.padEnd(16)} ${(bytes / 1000).toFixed(1)} kB gzip (budget ${(budget / 1000).toFixed(0)} kB)`);
}
// The server sends these files precompressed (scripts/precompressPlugin.ts): a build without the
// twins would ship them raw. (A file of a few bytes may have none: compressing it saves nothing.)
const raw = [...new Set([...quizStep].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]))].filter(
  (file) => statSync(join(dist, file)).size > 1024 && !(existsSync(join(dist, `${file}.br`)) && existsSync(join(dist, `${file}.gz`))),
);
if (raw.length > 0) {
  console.log(`OVER  not precompressed (no .br/.gz beside them): ${raw.join(', ')}`);
  failed = true;
}
// zod parses answers only when a number is leased: it must stay out of the first step.
if (quizStep.has('engine/mapping/mapForProduct.ts')) {
  console.log('OVER  the provider mapping (zod) is in the first step; keep it a dynamic import');
  failed = true;
}
process.exit(failed ? 1 : 0);
