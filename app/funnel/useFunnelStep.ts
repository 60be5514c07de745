import { useSelector } from '@xstate/react';
import { offeredNumber } from '../../engine/call/leasedNumber';
import { copyFor } from '../../engine/copy/copyFor';
import { currentBrand } from '../brands/brand';
import { currentStep, type FunnelActor } from './funnelActor';
import type { LoadedFunnel } from './funnelRegistry';
import {
  consentActOf,
  consentBoxes,
  consentScriptValues,
  shownDisclosure,
  type ShownDisclosure,
} from './shownDisclosure';
import type { CompiledStep } from '../../engine/funnel/compiler/compileFunnel';
import { stepAnswers } from '../../engine/funnel/compiler/stepAnswers';
import { useBusyAfterDelay } from './useBusyAfterDelay';
import type { StepViewProps } from '../../ui/stepViewProps';

/** The machine's current step: its view's props (either renderer's), and where the funnel stands. */
export interface FunnelStepState {
  readonly stepId: string;
  /** What the step's view takes (ui/stepViewProps.ts); none for a step the funnel does not have. */
  readonly view: StepViewProps | undefined;
  readonly values: Readonly<Record<string, unknown>>;
  /** The steps entered so far, ending with the current one (`context.path`: the chat's conversation). */
  readonly path: readonly string[];
  /** Any step's view as it would show now (the current one's is `view`): the next step rehearsed. */
  readonly viewOf: (stepId: string) => StepViewProps | undefined;
}

/**
 * The machine's current step as the renderers read it: one place for the selectors, the refusal
 * message, the number to call and the step's prefilled answers, so the form and the chat
 * renderer cannot drift apart.
 */
export function useFunnelStep(
  loaded: Pick<LoadedFunnel, 'funnel' | 'validators' | 'sha256' | 'disclosures'>,
  actor: FunnelActor,
): FunnelStepState {
  const { funnel } = loaded;
  const stepId = useSelector(actor, currentStep);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const path = useSelector(actor, (snapshot) => snapshot.context.path);
  const busy = useBusyAfterDelay(actor);
  const refused = useSelector(actor, (snapshot) => snapshot.context.refused);
  const phone = useSelector(actor, (snapshot) => snapshot.context.phone);
  const leaseExpiresAt = useSelector(actor, (snapshot) => snapshot.context.leaseExpiresAt);
  const demand = useSelector(actor, (snapshot) => snapshot.context.demand);
  const copy = copyFor(funnel.language).funnel;
  const offered = offeredNumber(
    { phone, expiresAt: leaseExpiresAt },
    currentBrand().defaultPhone,
    Date.now(),
  );
  /** The submit of `step`'s form, which showed the disclosure `shown`. */
  const submit = (
    step: CompiledStep,
    shown: ShownDisclosure | undefined,
    answers: Record<string, unknown>,
  ) => {
    if (!shown) {
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
  };
  const viewOf = (id: string): StepViewProps | undefined => {
    const step = funnel.steps[id];
    const shown = shownDisclosure(step, loaded.disclosures, currentBrand());
    return (
      step && {
        step,
        progressMax: funnel.progressMax,
        language: funnel.language,
        copy,
        validator: loaded.validators[step.id],
        initialValues: stepAnswers(step, values),
        busy,
        refusal: refused?.step === id ? copy.refusals[refused.effect] : undefined,
        phone: offered.number,
        leased: offered.leased,
        demand,
        disclosure: shown?.text,
        onSubmit: (answers) => submit(step, shown, answers),
        onSkip: () => actor.send({ type: 'SKIP' }),
        onFieldChange: (name, value) => {
          const event = { type: 'FIELD_CHANGED' as const, name, value };
          // Most keystrokes concern no rule: they cost the machine nothing (no snapshot, no save).
          if (actor.getSnapshot().can(event)) actor.send(event);
        },
      }
    );
  };
  return { stepId, values, path, view: viewOf(stepId), viewOf };
}
