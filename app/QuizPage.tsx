import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { ExitIntentMachine } from '../engine/exitIntent/exitIntentMachine';
import { ExitIntentDialog } from '../ui/ExitIntentDialog';
import { LowBidResult } from '../ui/LowBidResult';
import { scrollToFormTop } from '../ui/scrollToFormTop';
import { PhoneCallToAction } from '../ui/PhoneCallToAction';
import { ProgressBar } from '../ui/ProgressBar';
import { StepForm } from '../ui/StepForm';
import { StepHeading } from '../ui/StepHeading';
import { defaultBrand } from './brand';
import { funnelCopy, type FunnelCopy } from '../engine/copy';
import { resolveUrlStep } from '../engine/urlStep';
import { exitIntentActor } from './exitIntent';
import { currentStep, isSubmitting, type FunnelActor } from './funnelActor';
import type { LoadedFunnel } from './funnelRegistry';

/** Props of {@link QuizPage}. */
export interface QuizPageProps {
  readonly loaded: LoadedFunnel;
  readonly actor: FunnelActor;
  /** The step named by the URL (lower-cased), if any. */
  readonly urlStep: string | undefined;
}

/**
 * A funnel page. The machine owns progression and the URL is a view of it: when the URL moved
 * (back, forward, a link) the machine is sent `GOTO`; when the machine moved, the URL follows.
 * Both sides are compared first, so neither echoes the other.
 */
export function QuizPage({ loaded: { funnel, validators }, actor, urlStep }: QuizPageProps) {
  const stepId = useSelector(actor, currentStep);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const busy = useSelector(actor, isSubmitting);
  const refused = useSelector(actor, (snapshot) => snapshot.context.refused);
  const phone = useSelector(actor, (snapshot) => snapshot.context.phone);
  const demand = useSelector(actor, (snapshot) => snapshot.context.demand);
  const navigate = useNavigate();

  // The exit-intent popup starts listening once the page is mounted (setupBeforeMount: false).
  const [exitIntent, setExitIntent] = useState<Actor<ExitIntentMachine> | undefined>();
  useEffect(() => setExitIntent(exitIntentActor(funnel.id)), [funnel.id]);

  const lastUrlStep = useRef<string | undefined | null>(null);
  useEffect(() => {
    const urlMoved = lastUrlStep.current !== urlStep;
    lastUrlStep.current = urlStep;
    if (urlStep === stepId) return;
    if (urlMoved && !resolveUrlStep(funnel, urlStep).fallback) {
      actor.send({ type: 'GOTO', step: resolveUrlStep(funnel, urlStep).step });
      return;
    }
    // The machine moved (push a history entry, unless the step left asks to be replaced), or
    // the URL named no step (replace it).
    const left = urlStep === undefined ? undefined : funnel.steps[urlStep];
    void navigate({
      to: '/quiz/$funnelId/{-$step}',
      params: { funnelId: funnel.id, step: stepId },
      search: left?.navigation.keepQuery === false ? {} : true,
      replace: urlMoved || left?.navigation.replace === true,
    });
  }, [actor, funnel, navigate, stepId, urlStep]);

  const previousStep = useRef<string | null>(null);
  useEffect(() => {
    if (previousStep.current !== null && previousStep.current !== stepId) {
      const heading = document.getElementById(`${stepId}-title`);
      // Focus without the browser's jump; the page scrolls smoothly if the form is hidden.
      heading?.focus({ preventScroll: true });
      if (heading) scrollToFormTop(heading);
    }
    previousStep.current = stepId;
  }, [stepId]);

  const step = funnel.steps[stepId];
  if (!step) return null;
  const callNumber = phone ?? defaultBrand.defaultPhone;
  const copy = funnelCopy[funnel.language];
  return (
    <main className="quiz" lang={funnel.language === 'spanish' ? 'es' : 'en'}>
      <ProgressBar value={step.progress} max={funnel.progressMax} label={copy.progress} />
      {step.type === 'final' ? (
        <div className="step">
          <StepHeading id={`${step.id}-title`} title={step.title} description={step.description} />
          {demand && <LowBidResult isLowBid={demand.isLowBid} raw={demand.raw} copy={copy} />}
          <PhoneCallToAction phone={callNumber} leased={phone !== null} lead={copy.callLead} leasedNote={copy.leasedNote} />
        </div>
      ) : (
        <StepForm
          key={step.id}
          stepId={step.id}
          title={step.title}
          description={step.description}
          form={step.form}
          validator={validators[step.id]!}
          initialValues={pick(values, Object.keys(step.form.schema.properties as object))}
          skippable={step.skippable}
          busy={busy}
          refusal={refused?.step === step.id ? funnelCopy[funnel.language].refusals[refused.effect] : undefined}
          onSubmit={(answers) => actor.send({ type: 'SUBMIT', values: answers })}
          onSkip={() => actor.send({ type: 'SKIP' })}
        />
      )}
      {exitIntent && <ExitIntentPopup actor={exitIntent} phone={callNumber} copy={copy} />}
    </main>
  );
}

function ExitIntentPopup({ actor, phone, copy }: { readonly actor: Actor<ExitIntentMachine>; readonly phone: string; readonly copy: FunnelCopy }) {
  const showing = useSelector(actor, (snapshot) => snapshot.matches('showing'));
  return (
    <ExitIntentDialog open={showing} title={copy.exitTitle} closeLabel={copy.close} onClose={() => actor.send({ type: 'CLOSE' })}>
      <p>{copy.exitBody}</p>
      <PhoneCallToAction phone={phone} lead={copy.callLead} />
    </ExitIntentDialog>
  );
}

function pick(values: Readonly<Record<string, unknown>>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => values[name] !== undefined && values[name] !== null).map((name) => [name, values[name]]));
}
