import {
  defineCheckZip,
  defineDemandCheck,
  defineLeasePhone,
  type EffectActors,
} from '../engine/effects/effectActors';
import { defineLookUpZip } from '../engine/effects/zipLookup';

/**
 * Effects that answer at once and succeed (a ZIP accepted, a high bid, a 300 s lease), for
 * tests about routing and for tools that run a funnel without a server.
 */
export function quietEffects(overrides: Partial<EffectActors> = {}): EffectActors {
  return {
    checkZip: defineCheckZip(() => Promise.resolve(true)),
    lookUpZip: defineLookUpZip(() => Promise.resolve('found')),
    demandCheck: defineDemandCheck(() => Promise.resolve({ bid: 20, raw: {} })),
    leasePhone: defineLeasePhone(() =>
      Promise.resolve({ phone: '18885550199', expiresAt: Date.now() + 300_000 }),
    ),
    ...overrides,
  };
}
