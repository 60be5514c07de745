import { currentStep } from './compileFunnel';
import type { Answers } from './matchesCondition';
import type { ResumedVisit } from './resumeStoredVisit';
import type { VisitInOldVersion } from './resumeAfterVersion';

/** What this reads of a funnel: its id, its version, and where an older version's visitor continues. */
export interface VersionedFunnel {
  readonly id: string;
  readonly version: number;
  readonly resume: (old: VisitInOldVersion) => ResumedVisit;
}

/** An older version's visit found in storage, under its key (the caller removes it once resumed). */
export interface OlderVisit extends ResumedVisit {
  readonly key: string;
  readonly fromVersion: number;
}

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem'>;

/** The newest snapshot key an older version of this funnel left (`funnel:<id>:v<n>`, n below the version). */
function newestOlderKey(funnel: VersionedFunnel, storage: KeyedStorage): { key: string; version: number } | undefined {
  const pattern = new RegExp(`^funnel:${funnel.id}:v(\\d+)$`);
  let newest: { key: string; version: number } | undefined;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const version = Number(key?.match(pattern)?.[1]);
    if (key && version < funnel.version && version > (newest?.version ?? 0)) newest = { key, version };
  }
  return newest;
}

/**
 * A visitor's place in an older version of the funnel, moved to this version: read from the
 * snapshot the app persisted for that version, then resumed (the version's step map, else the
 * first step lacking an answer), answers kept. Undefined when there is none or it is unreadable:
 * a broken store starts the funnel afresh instead of breaking the page.
 */
export function olderVisit(funnel: VersionedFunnel, storage: KeyedStorage): OlderVisit | undefined {
  try {
    const found = newestOlderKey(funnel, storage);
    if (!found) return undefined;
    const parsed = JSON.parse(storage.getItem(found.key) ?? 'null') as { value?: unknown; context?: { values?: unknown } } | null;
    const values = parsed?.context?.values;
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
    const step = parsed?.value === undefined ? '' : currentStep({ value: parsed.value });
    const resumed = funnel.resume({ version: found.version, step, answers: values as Answers });
    return { ...resumed, key: found.key, fromVersion: found.version };
  } catch {
    return undefined;
  }
}
