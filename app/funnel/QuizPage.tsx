import { useSelector } from '@xstate/react';
import { funnelCopy } from '../../engine/funnel/copy';
import type { ExitIntentOptions } from '../../schemas/exitIntentOptions';
import { FunnelStepView } from '../../ui/FunnelStepView';
import { currentBrand } from '../brands/brand';
import { ExitIntentPopup } from './ExitIntentPopup';
import { currentStep, isSubmitting, type FunnelActor } from './funnelActor';
import type { LoadedFunnel } from './funnelRegistry';
import { useFocusOnStepChange } from './useFocusOnStepChange';
import { useUrlFollowsMachine } from './useUrlFollowsMachine';

/** Props of {@link QuizPage}. */
export interface QuizPageProps {
  readonly loaded: LoadedFunnel;
  readonly actor: FunnelActor;
  /** The step named by the URL (lower-cased), if any. */
  readonly urlStep: string | undefined;
  /** The page the funnel runs on (`/get-yours-otc`): step URLs are `{pagePath}/{step}`. */
  readonly pagePath: string;
  /** The exit-intent popup's page name (the page registers it, with its options). */
  readonly exitIntentPage?: string;
  readonly exitIntentOptions?: ExitIntentOptions | undefined;
}

/**
 * A funnel page: the machine's current step (a question form, or the final call screen), its
 * progress, and the exit-intent popup. The URL follows the machine ({@link useUrlFollowsMachine}).
 */
export function QuizPage({ loaded: { funnel, validators }, actor, urlStep, pagePath, exitIntentPage, exitIntentOptions }: QuizPageProps) {
  const stepId = useSelector(actor, currentStep);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const busy = useSelector(actor, isSubmitting);
  const refused = useSelector(actor, (snapshot) => snapshot.context.refused);
  const phone = useSelector(actor, (snapshot) => snapshot.context.phone);
  const demand = useSelector(actor, (snapshot) => snapshot.context.demand);
  useUrlFollowsMachine(funnel, actor, stepId, urlStep, pagePath);
  useFocusOnStepChange(stepId);

  const step = funnel.steps[stepId];
  if (!step) return null;
  const callNumber = phone ?? currentBrand().defaultPhone;
  const copy = funnelCopy[funnel.language];
  return (
    <FunnelStepView
      as="section"
      step={step}
      progressMax={funnel.progressMax}
      language={funnel.language}
      copy={copy}
      validator={validators[step.id]}
      initialValues={step.type === 'final' ? {} : pick(values, Object.keys(step.form.schema.properties as object))}
      busy={busy}
      refusal={refused?.step === step.id ? copy.refusals[refused.effect] : undefined}
      phone={callNumber}
      leased={phone !== null}
      demand={demand}
      onSubmit={(answers) => actor.send({ type: 'SUBMIT', values: answers })}
      onSkip={() => actor.send({ type: 'SKIP' })}
    >
      {exitIntentPage && <ExitIntentPopup page={exitIntentPage} phone={callNumber} copy={copy} options={exitIntentOptions} />}
    </FunnelStepView>
  );
}

function pick(values: Readonly<Record<string, unknown>>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => values[name] !== undefined && values[name] !== null).map((name) => [name, values[name]]));
}
