import type { FunnelActor } from '../funnelActor';
import { currentStep } from '../funnelActor';

/**
 * Moves the machine to `step`. The one sender of `GOTO` in the app (lint refuses another): the
 * machine owns progression, and only the URL (a Back, a Forward, a link, the chat's Edit, the
 * page's first URL) may move it elsewhere, through this folder. `via`: the steps a resumed visit
 * answered before `step` (the chat shows them as its conversation).
 */
export function goToStep(actor: FunnelActor, step: string, via?: readonly string[]): void {
  if (currentStep(actor.getSnapshot()) !== step)
    actor.send({ type: 'GOTO', step, ...(via && { via }) });
}
