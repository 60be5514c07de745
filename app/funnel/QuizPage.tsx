import { FunnelStepView } from '../../ui/FunnelStepView';
import type { FunnelActor } from './funnelActor';
import type { LoadedFunnel } from './funnelRegistry';
import { useConsentScripts } from './useConsentScripts';
import { useFocusOnStepChange } from './useFocusOnStepChange';
import { useFunnelStep } from './useFunnelStep';
import { UrlFollowsMachine } from './urlSync/UrlFollowsMachine';

/** Props of {@link QuizPage}. */
export interface QuizPageProps {
  readonly loaded: LoadedFunnel;
  readonly actor: FunnelActor;
  /** The page the funnel runs on (`/get-yours-otc`): step URLs are `{pagePath}/{step}`. */
  readonly pagePath: string;
}

/**
 * A funnel page: the machine's current step (a question form, or the final call screen) and its
 * progress (the page's exit-intent popup is app/pages/PageExitIntent.tsx's). The URL follows the
 * machine ({@link UrlFollowsMachine}).
 */
export function QuizPage({ loaded, actor, pagePath }: QuizPageProps) {
  const { funnel, validators } = loaded;
  const {
    stepId,
    step,
    initialValues,
    busy,
    refusal,
    callNumber,
    leased,
    demand,
    copy,
    disclosure,
    submit,
    skip,
    change,
  } = useFunnelStep(funnel, actor, loaded);
  useFocusOnStepChange(stepId);
  useConsentScripts(disclosure);
  return (
    <>
      <UrlFollowsMachine funnel={funnel} actor={actor} stepId={stepId} pagePath={pagePath} />
      {step && (
        <FunnelStepView
          as="section"
          step={step}
          progressMax={funnel.progressMax}
          language={funnel.language}
          copy={copy}
          validator={validators[step.id]}
          initialValues={initialValues}
          busy={busy}
          refusal={refusal}
          phone={callNumber}
          leased={leased}
          demand={demand}
          onSubmit={submit}
          onSkip={skip}
          onFieldChange={change}
          disclosure={disclosure}
        />
      )}
    </>
  );
}
