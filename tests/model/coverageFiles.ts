import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { ModelCoverageReport } from '../../testing/model/modelCoverage';

/** Where both levels write their coverage (`machine.json`, `chromium.json`). */
const coverageDir = process.env.MODEL_COVERAGE_DIR ?? 'test-results/model-coverage';

const marksFile = join(coverageDir, 'chromium-marks.jsonl');

/** What one browser path verified. Kept in a file: Playwright starts a new worker after a failure. */
export interface PathMarks {
  readonly funnel: string;
  readonly path: number;
  readonly actions: number;
  readonly states: readonly string[];
  readonly transitions: readonly string[];
}

export function clearMarks(): void {
  rmSync(marksFile, { force: true });
}

export function appendMarks(marks: PathMarks): void {
  mkdirSync(coverageDir, { recursive: true });
  appendFileSync(marksFile, `${JSON.stringify(marks)}\n`);
}

export function readMarks(): PathMarks[] {
  if (!existsSync(marksFile)) return [];
  return readFileSync(marksFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PathMarks);
}

/** Writes one level's reports as `<level>.json`. */
export function writeCoverage(
  level: ModelCoverageReport['level'],
  reports: readonly ModelCoverageReport[],
): string {
  mkdirSync(coverageDir, { recursive: true });
  const file = join(coverageDir, `${level}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ level, generatedAt: new Date().toISOString(), funnels: reports }, null, 2)}\n`,
  );
  return file;
}
