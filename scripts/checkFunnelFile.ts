import { readFileSync } from 'node:fs';
import { FunnelError } from '../engine/parseFunnel';
import { loadSoundFunnel } from '../engine/verifyFunnel';

/** What the verifier says of one funnel file: lines `file: pointer: message`. */
export interface FileReport {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

/** Reads, parses and verifies one funnel file; never throws. */
export function checkFunnelFile(file: string): FileReport {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { errors: [`${file}: /: The file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`], warnings: [] };
  }
  try {
    const { warnings } = loadSoundFunnel(json, file);
    return { errors: [], warnings: warnings.map((f) => `${file}: ${f.pointer}: ${f.message}`) };
  } catch (error) {
    if (error instanceof FunnelError) return { errors: error.message.split('\n'), warnings: [] };
    return { errors: [`${file}: /: ${error instanceof Error ? error.message : String(error)}`], warnings: [] };
  }
}
