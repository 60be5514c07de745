import { readFileSync } from 'node:fs';
import { FunnelError, parseFunnel } from '../engine/parseFunnel';
import { verifyFunnel } from '../engine/verifyFunnel';

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
    const findings = verifyFunnel(parseFunnel(json, file));
    const line = (f: { pointer: string; message: string }) => `${file}: ${f.pointer}: ${f.message}`;
    return {
      errors: findings.filter((f) => f.severity === 'error').map(line),
      warnings: findings.filter((f) => f.severity === 'warning').map(line),
    };
  } catch (error) {
    if (error instanceof FunnelError) return { errors: error.message.split('\n'), warnings: [] };
    return { errors: [`${file}: /: ${error instanceof Error ? error.message : String(error)}`], warnings: [] };
  }
}
