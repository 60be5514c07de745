import type { LoadedFunnel } from '../../engine/funnel/loadedFunnel';
import type { OlderVisit } from '../../engine/funnel/olderSnapshot';
import { newestOlderKey } from '../../engine/funnel/olderSnapshotKey';
import { snapshotKey } from '../../engine/funnel/persistedSnapshot';

/**
 * Where a visitor mid-funnel when this version was deployed continues (engine/funnel/olderSnapshot.ts),
 * or undefined: none when this version has a snapshot of its own. The code that moves the visit
 * loads only for a visitor with an older version's snapshot, so the quiz's first step never carries it.
 */
export async function olderVisitOf(loaded: LoadedFunnel): Promise<OlderVisit | undefined> {
  try {
    const storage = localStorage;
    if (storage.getItem(snapshotKey(loaded.funnel)) !== null || !newestOlderKey(loaded.funnel, storage)) return undefined;
    const { olderVisit } = await import('../../engine/funnel/olderSnapshot');
    return olderVisit(loaded.definition, storage);
  } catch {
    // No storage, or the chunk did not load: the funnel starts afresh.
    return undefined;
  }
}
