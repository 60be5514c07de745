import type { SubmitEffect } from '../../../schemas/effects';
import type { ZipCheck } from '../../effects/zipLookup';
import { answersOf } from './answersOf';
import type { Answers } from './matchesCondition';

/** A step's submit effects, for the guard that lets a submit skip them when they are known to pass. */
export interface KnownToPassParams {
  readonly step: string;
  readonly fields: readonly string[];
  readonly effects: readonly SubmitEffect[];
}

/** What the machine learned that the guard reads (FunnelContext's). */
interface Known {
  readonly values: Answers;
  readonly zipChecks: Readonly<Record<string, ZipCheck>>;
}

/**
 * The `submitEffectsKnownToPass` guard: a submit whose effects are all known to pass moves on in
 * the same transition, without starting them (no promise to wait for, no second step of the
 * machine before the next question renders). The ZIP step's check is known to pass when the
 * lookup of the ZIP code, started as the visitor typed it, found it (`context.zipChecks`), or
 * when the ZIP code was skipped. Anything else (not answered yet, unknown, failed) asks the
 * effect, which says why it refuses.
 */
export function submitEffectsKnownToPass(
  { context, event }: { readonly context: Known; readonly event: { readonly type: string } },
  params: KnownToPassParams,
): boolean {
  const { zipcode } = { ...context.values, ...answersOf(event, params.fields) };
  return params.effects.every(
    (effect) =>
      effect === 'checkZip' &&
      (typeof zipcode !== 'string' || context.zipChecks[zipcode] === 'found'),
  );
}
