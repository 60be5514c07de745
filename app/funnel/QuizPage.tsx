import { memo, useEffect } from 'react';
import { FunnelStepView } from '../../ui/FunnelStepView';
import type { FunnelActor } from './funnelActor';
import type { LoadedFunnel } from './funnelRegistry';
import { stopOutEventsOfHiddenSteps } from './stopOutEventsOfHiddenSteps';
import { useConsentScripts } from './useConsentScripts';
import { useDrawnViews } from './useDrawnViews';
import { useFocusOnStepChange } from './useFocusOnStepChange';
import { useFunnelStep } from './useFunnelStep';
import { useStepsDrawn } from './useStepsDrawn';
import { UrlFollowsMachine } from './urlSync/UrlFollowsMachine';

/** Props of {@link QuizPage}. */
export interface QuizPageProps {
  readonly loaded: LoadedFunnel;
  readonly actor: FunnelActor;
  /** The page the funnel runs on (`/get-yours-otc`): step URLs are `{pagePath}/{step}`. */
  readonly pagePath: string;
}

/** A drawn step is drawn again only when its view changed (useFunnelStep keeps unchanged views' parts). */
const StepView = memo(FunnelStepView);

/**
 * A funnel page: the machine's current step (a question form, or the final call screen) and its
 * progress (the page's exit-intent popup is app/pages/PageExitIntent.tsx's). The URL follows the
 * machine ({@link UrlFollowsMachine}); the steps a Continue may lead to wait hidden
 * ({@link useStepsDrawn}), so a Continue shows the next question rather than builds it.
 */
export function QuizPage({ loaded, actor, pagePath }: QuizPageProps) {
  const { stepId, view, viewOf } = useFunnelStep(loaded, actor);
  const drawn = useDrawnViews(useStepsDrawn(loaded.funnel, stepId), view, viewOf);
  useFocusOnStepChange(stepId);
  useEffect(stopOutEventsOfHiddenSteps, []);
  useConsentScripts(view?.disclosure);
  return (
    <>
      <UrlFollowsMachine funnel={loaded.funnel} actor={actor} stepId={stepId} pagePath={pagePath} />
      {drawn.map(({ key, hidden, view: stepView }) => {
        // A hidden step waits for nothing: only the step shown is ever busy.
        return (
          stepView && (
            <StepView
              key={key}
              as="section"
              {...stepView}
              busy={!hidden && stepView.busy}
              hidden={hidden}
            />
          )
        );
      })}
    </>
  );
}
