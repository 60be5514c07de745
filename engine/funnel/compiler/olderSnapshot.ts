import type { FunnelDefinition } from '../../../schemas/funnel';
import { currentStep } from './compileFunnel';
import type { Answers } from './matchesCondition';
import { newestOlderKey, type KeyedStorage } from './olderSnapshotKey';
import { resumeStoredVisit, type ResumedVisit } from './resumeStoredVisit';

/** An older version's visit found in storage, under its key (the caller removes it once resumed). */
export interface OlderVisit extends ResumedVisit {
  readonly key: string;
  readonly fromVersion: number;
}

/**
 * A visitor's place in an older version of the funnel, moved to this version: read from the
 * snapshot the app persisted for that version, then resumed (the version's step map, else the
 * first step lacking an answer), answers kept. Undefined when there is none or it is unreadable:
 * a broken store starts the funnel afresh instead of breaking the page.
 */
export function olderVisit(
  funnel: FunnelDefinition,
  storage: KeyedStorage,
): OlderVisit | undefined {
  try {
    const found = newestOlderKey(funnel, storage);
    if (!found) return undefined;
    const parsed = JSON.parse(storage.getItem(found.key) ?? 'null') as {
      value?: unknown;
      context?: { values?: unknown };
    } | null;
    const values = parsed?.context?.values;
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
    const step = parsed?.value === undefined ? '' : currentStep({ value: parsed.value });
    const resumed = resumeStoredVisit(funnel, {
      version: found.version,
      step,
      answers: values as Answers,
    });
    return { ...resumed, key: found.key, fromVersion: found.version };
  } catch {
    return undefined;
  }
}
