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

type Answers = Record<string, unknown>;
type StepHandlers = Pick<StepViewProps, 'onSubmit' | 'onSkip' | 'onFieldChange'>;

/** Whether two records hold the same values under the same names (a step's answers, the machine's view). */
const sameParts = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((name) => Object.is(a[name], b[name]));

interface Kept {
  readonly handlers: Map<string, StepHandlers>;
  readonly answers: Map<string, Answers>;
}
/** Per running funnel (one actor per funnel and page): each step's handlers and starting answers. */
const keptByActor = new WeakMap<FunnelActor, Kept>();
function keptFor(actor: FunnelActor): Kept {
  const kept = keptByActor.get(actor) ?? { handlers: new Map(), answers: new Map() };
  keptByActor.set(actor, kept);
  return kept;
}

/** What the renderers read of the machine's snapshot. */
function machineView(snapshot: ReturnType<FunnelActor['getSnapshot']>) {
  const { values, path, refused, phone, leaseExpiresAt, demand } = snapshot.context;
  return { stepId: currentStep(snapshot), values, path, refused, phone, leaseExpiresAt, demand };
}

/** The machine's current step: its view's props (either renderer's), and where the funnel stands. */
export interface FunnelStepState {
  readonly stepId: string;
  /** What the step's view takes (ui/stepViewProps.ts); none for a step the funnel does not have. */
  readonly view: StepViewProps | undefined;
  readonly values: Readonly<Record<string, unknown>>;
  /** The steps entered so far, ending with the current one (`context.path`: the chat's conversation). */
  readonly path: readonly string[];
  /** Any step's view as it would show now (the current one's is `view`): the steps drawn ahead. */
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
  // One selector, not one per part: each one is a subscription the machine's every change runs.
  const { stepId, values, path, refused, phone, leaseExpiresAt, demand } = useSelector(
    actor,
    machineView,
    sameParts,
  );
  const busy = useBusyAfterDelay(actor);
  const copy = copyFor(funnel.language).funnel;
  const offered = offeredNumber(
    { phone, expiresAt: leaseExpiresAt },
    currentBrand().defaultPhone,
    Date.now(),
  );
  // Each step's handlers and starting answers stay the same objects while what they hold does
  // not change: a drawn step whose view did not change is not drawn again (QuizPage memoizes them).
  const kept = keptFor(actor);
  const handlersOf = (step: CompiledStep, shown: ShownDisclosure | undefined): StepHandlers => {
    const existing = kept.handlers.get(step.id);
    if (existing) return existing;
    const handlers: StepHandlers = {
      onSubmit: (answers) => submitStep(step, shown, answers),
      onSkip: () => actor.send({ type: 'SKIP' }),
      onFieldChange: (name, value) => {
        const event = { type: 'FIELD_CHANGED' as const, name, value };
        // Most keystrokes concern no rule: they cost the machine nothing (no snapshot, no save).
        if (actor.getSnapshot().can(event)) actor.send(event);
      },
    };
    kept.handlers.set(step.id, handlers);
    return handlers;
  };
  /** The submit of `step`'s form, which showed the disclosure `shown`. */
  const submitStep = (step: CompiledStep, shown: ShownDisclosure | undefined, answers: Answers) => {
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
  const answersOf = (step: CompiledStep): Answers => {
    const answers = stepAnswers(step, values);
    const before = kept.answers.get(step.id);
    if (before && sameParts(before, answers)) return before;
    kept.answers.set(step.id, answers);
    return answers;
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
        initialValues: answersOf(step),
        busy,
        refusal: refused?.step === id ? copy.refusals[refused.effect] : undefined,
        phone: offered.number,
        leased: offered.leased,
        demand,
        disclosure: shown?.text,
        ...handlersOf(step, shown),
      }
    );
  };
  return { stepId, values, path, view: viewOf(stepId), viewOf };
}
