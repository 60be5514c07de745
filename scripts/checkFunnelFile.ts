import {
  checkFunnel,
  type ConsentRules,
  type FunnelReport,
} from '../engine/funnel/verifier/verifyFunnel';
import { FunnelError } from '../engine/funnel/compiler/parseFunnel';
import { readFunnelFile } from './funnelFiles';
import { checkVersionMap } from './checkVersionMap';

/** What the verifier says of one funnel file: lines `file: pointer: message`. */
export type FileReport = FunnelReport;

/** Reads, parses and verifies one funnel file, its `extends` resolved (its consent too, given the rules, and its version's step map); never throws. */
export function checkFunnelFile(file: string, consent?: ConsentRules): FileReport {
  let json: unknown;
  try {
    json = readFunnelFile(file).json;
  } catch (error) {
    if (error instanceof FunnelError) return { errors: error.message.split('\n'), warnings: [] };
    return {
      errors: [
        `${file}: /: The file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
      ],
      warnings: [],
    };
  }
  const report = checkFunnel(json, file, consent);
  return report.errors.length > 0 ? report : { ...report, errors: checkVersionMap(file, json) };
}
