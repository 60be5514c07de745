import type { LoadedFunnel } from '../../engine/funnel/compiler/loadedFunnel';
import type { OlderVisit } from '../../engine/funnel/compiler/olderSnapshot';
import { newestOlderKey } from '../../engine/funnel/compiler/olderSnapshotKey';
import { snapshotKey } from '../../engine/funnel/compiler/persistedSnapshot';
import { browserStorage } from '../platform/storage';

/**
 * Where a visitor mid-funnel when this version was deployed continues (engine/funnel/olderSnapshot.ts),
 * or undefined: none when this version has a snapshot of its own. The code that moves the visit
 * loads only for a visitor with an older version's snapshot, so the quiz's first step never carries it.
 */
export async function olderVisitOf(loaded: LoadedFunnel): Promise<OlderVisit | undefined> {
  try {
    const storage = browserStorage('local');
    if (
      !storage ||
      storage.getItem(snapshotKey(loaded.funnel)) !== null ||
      !newestOlderKey(loaded.funnel, storage)
    )
      return undefined;
    const { olderVisit } = await import('../../engine/funnel/compiler/olderSnapshot');
    return olderVisit(loaded.definition, storage);
  } catch {
    // No storage, or the chunk did not load: the funnel starts afresh.
    return undefined;
  }
}
