import { useSelector } from '@xstate/react';
import { offeredNumber } from '../../engine/call/leasedNumber';
import { copyFor } from '../../engine/copy/copyFor';
import type { FunnelCopy } from '../../engine/funnel/compiler/copy';
import type { CompiledFunnel, CompiledStep } from '../../engine/funnel/compiler/compileFunnel';
import { currentBrand } from '../brands/brand';
import { currentStep, type FunnelActor } from './funnelActor';
import type { LoadedFunnel } from './funnelRegistry';
import {
  consentActOf,
  consentBoxes,
  consentScriptValues,
  shownDisclosure,
} from './shownDisclosure';
import { useBusyAfterDelay } from './useBusyAfterDelay';

/** What either renderer (the form, the chat) shows of the machine's current step, and how it answers. */
export interface FunnelStepState {
  readonly stepId: string;
  readonly step: CompiledStep | undefined;
  readonly values: Readonly<Record<string, unknown>>;
  /** The steps entered so far, ending with the current one (`context.path`: the chat's conversation). */
  readonly path: readonly string[];
  /** The step's own answers so far (prefilling its questions); none on the final step. */
  readonly initialValues: Record<string, unknown>;
  readonly busy: boolean;
  readonly refusal: string | undefined;
  /** The leased number while it lasts, else the brand's default. */
  readonly callNumber: string;
  readonly leased: boolean;
  readonly demand: { readonly isLowBid: boolean; readonly raw: unknown } | null;
  readonly copy: FunnelCopy;
  /** A consent step's disclosure as this brand's visitor reads it. */
  readonly disclosure: string | undefined;
  readonly submit: (answers: Record<string, unknown>) => void;
  readonly skip: () => void;
  /** A field's answer changed before any submit: the machine hears it when it cares (a ZIP code to look up). */
  readonly change: (name: string, value: unknown) => void;
}

/**
 * The machine's current step as the renderers read it: one place for the selectors, the refusal
 * message, the number to call and the step's prefilled answers, so the form and the chat
 * renderer cannot drift apart.
 */
export function useFunnelStep(
  funnel: CompiledFunnel,
  actor: FunnelActor,
  loaded?: Pick<LoadedFunnel, 'sha256' | 'disclosures'>,
): FunnelStepState {
  const stepId = useSelector(actor, currentStep);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const path = useSelector(actor, (snapshot) => snapshot.context.path);
  const busy = useBusyAfterDelay(actor);
  const refused = useSelector(actor, (snapshot) => snapshot.context.refused);
  const phone = useSelector(actor, (snapshot) => snapshot.context.phone);
  const leaseExpiresAt = useSelector(actor, (snapshot) => snapshot.context.leaseExpiresAt);
  const demand = useSelector(actor, (snapshot) => snapshot.context.demand);
  const step = funnel.steps[stepId];
  const copy = copyFor(funnel.language).funnel;
  const offered = offeredNumber(
    { phone, expiresAt: leaseExpiresAt },
    currentBrand().defaultPhone,
    Date.now(),
  );
  const shown = loaded ? shownDisclosure(step, loaded.disclosures, currentBrand()) : undefined;
  return {
    stepId,
    step,
    values,
    path,
    initialValues:
      !step || step.type === 'final'
        ? {}
        : pick(values, Object.keys(step.form.schema.properties as object)),
    busy,
    refusal: refused?.step === stepId ? copy.refusals[refused.effect] : undefined,
    callNumber: offered.number,
    leased: offered.leased,
    demand,
    copy,
    disclosure: shown?.text,
    submit: (answers) => {
      if (!shown || !loaded) {
        actor.send({ type: 'SUBMIT', values: answers });
        return;
      }
      // The consent scripts' hidden inputs are read now, while the form they certified is in the page;
      // a box left unchecked is an explicit no (the mapping's lenient rule counts a missing flag as given).
      const values = {
        ...answers,
        ...consentBoxes(step, answers),
        ...consentScriptValues(document),
      };
      void consentActOf(shown, { funnel, sha256: loaded.sha256 }, location.href, new Date()).then(
        (consent) => actor.send({ type: 'SUBMIT', values, consent }),
      );
    },
    skip: () => actor.send({ type: 'SKIP' }),
    change: (name, value) => {
      const event = { type: 'FIELD_CHANGED' as const, name, value };
      // Most keystrokes concern no rule: they cost the machine nothing (no snapshot, no save).
      if (actor.getSnapshot().can(event)) actor.send(event);
    },
  };
}

function pick(
  values: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    names
      .filter((name) => values[name] !== undefined && values[name] !== null)
      .map((name) => [name, values[name]]),
  );
}
