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
  const { stepId, view } = useFunnelStep(loaded, actor);
  useFocusOnStepChange(stepId);
  useConsentScripts(view?.disclosure);
  return (
    <>
      <UrlFollowsMachine funnel={loaded.funnel} actor={actor} stepId={stepId} pagePath={pagePath} />
      {view && <FunnelStepView as="section" {...view} />}
    </>
  );
}
