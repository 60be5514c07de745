import { FunnelStepView } from '../../ui/FunnelStepView';
import type { FunnelActor } from './funnelActor';
import type { LoadedFunnel } from './funnelRegistry';
import { useConsentScripts } from './useConsentScripts';
import { useFocusOnStepChange } from './useFocusOnStepChange';
import { useFunnelStep } from './useFunnelStep';
import { useRehearsedNextSteps } from './useRehearsedNextSteps';
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
 * machine ({@link UrlFollowsMachine}); the next question is rehearsed while this one is read
 * ({@link useRehearsedNextSteps}).
 */
export function QuizPage({ loaded, actor, pagePath }: QuizPageProps) {
  const { stepId, view, viewOf } = useFunnelStep(loaded, actor);
  useFocusOnStepChange(stepId);
  useRehearsedNextSteps(loaded, actor, stepId, (next) => {
    const nextView = viewOf(next);
    return nextView && <FunnelStepView as="section" {...nextView} />;
  });
  useConsentScripts(view?.disclosure);
  return (
    <>
      <UrlFollowsMachine funnel={loaded.funnel} actor={actor} stepId={stepId} pagePath={pagePath} />
      {view && <FunnelStepView as="section" {...view} />}
    </>
  );
}
