import { consentFieldOfKind } from '../../../schemas/consentKinds';
import type { FunnelDefinition } from '../../../schemas/funnel';
import type { Answers } from './matchesCondition';
import {
  firstStepLackingAnswer,
  resumeAfterVersion,
  type VisitInOldVersion,
} from './resumeAfterVersion';

/** Where a visitor of an older version continues, and the answers carried over. */
export interface ResumedVisit {
  readonly step: string;
  readonly answers: Answers;
}

const consentFields: readonly string[] = Object.values(consentFieldOfKind);

/**
 * {@link resumeAfterVersion}, with consent kept an act rather than an answer: the receipt of what
 * the old version showed is not carried over, so its consent boxes are dropped and a visitor who
 * had checked one continues at the first step lacking an answer (the new consent step at the
 * latest), never past it. Every other answer is kept.
 */
export function resumeStoredVisit(funnel: FunnelDefinition, old: VisitInOldVersion): ResumedVisit {
  const answers = Object.fromEntries(
    Object.entries(old.answers).filter(([name]) => !consentFields.includes(name)),
  );
  if (Object.keys(answers).length < Object.keys(old.answers).length)
    return { step: firstStepLackingAnswer(funnel, answers), answers };
  return resumeAfterVersion(funnel, { ...old, answers });
}
