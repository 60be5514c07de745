import { createActor, type Actor } from 'xstate';
import { prefillFromAllForms, saveToAllForms } from '../../engine/funnel/compiler/allFormsValues';
import { touchesBidTokenFields } from '../../engine/effects/bidTokenMachine';
import type { CompiledFunnel, FunnelMachine } from '../../engine/funnel/compiler/compileFunnel';
import { createEffectActors } from '../../engine/effects/siteEffects';
import { leadValue } from '../../engine/experiments/leadValue';
import { effectHttp } from '../visit/api';
import { bidTokenActor, currentBidToken } from '../visit/bidToken';
import { currentLocation, noteZipSources } from '../visit/location';
import { productForBrand } from '../../engine/mapping/productForBrand';
import { currentBrand } from '../brands/brand';
import { readPersistedSnapshot, snapshotKey } from '../../engine/funnel/compiler/persistedSnapshot';
import { schedule, scheduled } from '../platform/schedule';
import { browserStorage } from '../platform/storage';
import type { OlderVisit } from '../../engine/funnel/compiler/olderSnapshot';
import { boundedRaw } from '../../engine/visit/boundedRaw';
import { track } from '../visit/tracking';
import { noteFunnelVisit } from '../visit/user';
import { lookUpIp, visitContext } from '../visit/visit';
import { lookUpZip } from '../visit/zipLookups';

export { currentStep, isSubmitting } from '../../engine/funnel/compiler/compileFunnel';

/** A running funnel. */
export type FunnelActor = Actor<FunnelMachine>;

const actors = new Map<string, FunnelActor>();
/** Every answer name a funnel asks for. */
function questionsOf(funnel: CompiledFunnel): string[] {
  return Object.values(funnel.steps).flatMap((step) =>
    step.type === 'final' ? [] : Object.keys(step.form.schema.properties as object),
  );
}

/**
 * The one running actor of a funnel, created outside render and started once: it resumes
 * from the snapshot persisted for this funnel id and version (or from an older version's, at the
 * step this version maps it to, answers kept; or starts prefilled from the all-forms map), persists its changes after the paint they cause, and tracks each submit as `form-step-submitted`.
 */
export function funnelActor(funnel: CompiledFunnel, older?: OlderVisit): FunnelActor {
  const key = snapshotKey(funnel);
  const existing = actors.get(key);
  if (existing) return existing;

  const storage = browserStorage('local');
  const snapshot = readPersistedSnapshot(funnel, storage?.getItem(key) ?? null);
  const machine = funnel.machine.provide({
    actors: createEffectActors({
      http: effectHttp,
      visit: () => visitContext(funnel.id),
      bidToken: currentBidToken,
      // The brand's provider mapping (spec section 7); the page check keeps it equal to the funnel's product.
      product: productForBrand(currentBrand().id),
      defaultPhone: currentBrand().defaultPhone,
      ipKnown: lookUpIp,
      location: currentLocation,
      lookUpZip,
      // A hidden page paints nothing: its effects start within a tenth of a second all the same.
      startWhen: () => scheduled('afterPaint', { atMostMs: 100 }),
    }),
  });
  const actor = createActor(machine, snapshot ? { snapshot } : {});
  actor.on('form-step-submitted', ({ step, values, skipped }) => {
    track('form-step-submitted', {
      funnel: funnel.id,
      funnelVersion: funnel.version,
      step,
      skipped,
      fields: Object.keys(values),
    });
  });
  actor.on('lowBidResult', ({ isLowBid, raw }) => {
    // The bid is the lead's expected value: the experiments report's revenue per visitor.
    const bid = leadValue(raw);
    track('lowBidResult', {
      funnel: funnel.id,
      funnelVersion: funnel.version,
      isLowBid,
      raw: boundedRaw(raw),
      ...(bid !== undefined && { bid }),
    });
  });
  const bidToken = bidTokenActor(funnel.id, () => actor.getSnapshot().context.values);
  let lastValues: Readonly<Record<string, unknown>> | undefined;
  let saving = false;
  // Saving the snapshot and the answers, the bid token and the visit's ZIP code are not what the
  // visitor waits to see: they run after the next question is painted, once for all the changes
  // of a click (and at once when the page is hidden or left).
  const save = () => {
    saving = false;
    try {
      storage?.setItem(key, JSON.stringify(actor.getPersistedSnapshot()));
    } catch {
      // A full or disabled storage only costs the resume-after-refresh.
    }
    const { values } = actor.getSnapshot().context;
    if (values === lastValues) return;
    if (lastValues && touchesBidTokenFields(lastValues, values))
      bidToken.send({ type: 'FORM_CHANGED' });
    // The form's answer is the first choice for the visit's ZIP code (and its location).
    noteZipSources({ formZip: values.zipcode });
    lastValues = values;
    if (storage) saveToAllForms(storage, values);
  };
  // A new lease (not one restored from storage) is a lead: the experiments report counts them per arm.
  let leaseSeen = actor.getSnapshot().context.leaseExpiresAt;
  actor.subscribe((current) => {
    const { leaseExpiresAt } = current.context;
    if (leaseExpiresAt !== null && leaseExpiresAt !== leaseSeen)
      track('phone-leased', { funnel: funnel.id, funnelVersion: funnel.version });
    leaseSeen = leaseExpiresAt;
    if (saving) return;
    saving = true;
    schedule('idleAfterPaint', save);
  });
  actor.start();
  noteFunnelVisit(funnel.id);
  // A visitor mid-funnel when this version was deployed: the older version's place, moved here (app/funnel/olderVisitOf.ts).
  if (older && !snapshot) {
    // The step it resumes at is the page entry's to go to (app/funnel/urlSync/enterFunnelAt.ts).
    actor.send({ type: 'PREFILL', values: older.answers });
    storage?.removeItem(older.key);
  }
  if (!snapshot && storage)
    actor.send({ type: 'PREFILL', values: prefillFromAllForms(storage, questionsOf(funnel)) });
  actors.set(key, actor);
  return actor;
}
