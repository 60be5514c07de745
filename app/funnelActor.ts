import { createActor, type Actor } from 'xstate';
import type { CompiledFunnel, FunnelMachine } from '../engine/compileFunnel';
import { readPersistedSnapshot, snapshotKey } from '../engine/persistedSnapshot';
import { track } from './tracking';

/** A running funnel. */
export type FunnelActor = Actor<FunnelMachine>;

const actors = new Map<string, FunnelActor>();

function safeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The one running actor of a funnel, created outside render and started once: it resumes
 * from the snapshot persisted for this funnel id and version, persists every change, and
 * tracks each submit as `form-step-submitted`.
 */
export function funnelActor(funnel: CompiledFunnel): FunnelActor {
  const key = snapshotKey(funnel);
  const existing = actors.get(key);
  if (existing) return existing;

  const storage = safeStorage();
  const snapshot = readPersistedSnapshot(funnel, storage?.getItem(key) ?? null);
  const actor = createActor(funnel.machine, snapshot ? { snapshot } : {});
  actor.on('form-step-submitted', ({ step, values, skipped }) => {
    track('form-step-submitted', { funnel: funnel.id, funnelVersion: funnel.version, step, skipped, fields: Object.keys(values) });
  });
  actor.subscribe(() => {
    try {
      storage?.setItem(key, JSON.stringify(actor.getPersistedSnapshot()));
    } catch {
      // A full or disabled storage only costs the resume-after-refresh.
    }
  });
  actor.start();
  actors.set(key, actor);
  return actor;
}
