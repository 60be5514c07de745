import type { KnownSubmitOutcome } from '../../engine/funnel/compiler/compileFunnel';
import { answeredZip } from '../visit/zipLookups';

/**
 * What the page already knows of a submit effect's answer: the ZIP code's check passes when its
 * lookup, started as the visitor typed it, found the ZIP code (a skipped ZIP has nothing to
 * check). Anything else (not answered yet, unknown, failed) goes through the check itself, which
 * says why it refuses.
 */
export const knownSubmitOutcome: KnownSubmitOutcome = (effect, values) => {
  if (effect !== 'checkZip') return undefined;
  if (typeof values.zipcode !== 'string') return true;
  const answer = answeredZip(values.zipcode);
  return answer !== undefined && answer.status >= 200 && answer.status < 300 ? true : undefined;
};
