import { Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { copyFor } from '../../../engine/copy/copyFor';
import { chatTranscript } from '../../../engine/funnel/chat/chatTranscript';
import { ChatFunnel } from '../../../ui/chat/ChatFunnel';
import { PageBody } from '../../../ui/PageBody';
import { PageHero } from '../../../ui/PageHero';
import { useFocusOnStepChange } from '../../funnel/useFocusOnStepChange';
import { useConsentScripts } from '../../funnel/useConsentScripts';
import { useFunnelStep } from '../../funnel/useFunnelStep';
import { useGoToStepUrl } from '../../funnel/urlSync/useGoToStepUrl';
import { UrlFollowsMachine } from '../../funnel/urlSync/UrlFollowsMachine';
import type { LoadedPage } from '../loadedPage';
import { usePagePhone } from '../usePagePhone';
import { Benefits } from './Benefits';
import './ChatTemplate.css';
import type { TemplateProps } from './templateProps';

/**
 * The chat-ad pages: the headline, then the page's funnel as a conversation (the chat renderer
 * of the same machine the form renderer runs: URL step, progress, effects and events are the
 * machine's), then the benefits and the body as the intro and disclosure.
 */
export function ChatTemplate({ page, brand, copy }: TemplateProps) {
  const { payload, funnel } = page;
  const phone = usePagePhone(page, brand);
  return (
    <>
      <PageHero
        headline={payload.headline}
        subheadline={payload.subheadline}
        image={payload.image}
        size="small"
      />
      {funnel && (
        <Suspense fallback={<div className="quiz-placeholder" />}>
          <ChatConversation page={page} funnel={funnel} brandName={brand.name} />
        </Suspense>
      )}
      <Benefits benefits={payload.benefits} copy={copy} />
      <PageBody
        body={payload.body}
        brandName={brand.name}
        phone={phone.number}
        copy={copyFor(payload.language).template}
        language={payload.language}
      />
    </>
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The page's funnel actor, rendered as a conversation. */
function ChatConversation({
  page,
  funnel: { loaded, actor },
  brandName,
}: {
  readonly page: LoadedPage;
  readonly funnel: NonNullable<LoadedPage['funnel']>;
  readonly brandName: string;
}) {
  const { funnel } = loaded;
  const { stepId, view, values, path } = useFunnelStep(loaded, actor);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => matchMedia(reducedMotionQuery).matches,
    () => false,
  );
  // Focus follows the question on screen, which appears after its typing pause.
  const [shownStep, setShownStep] = useState(stepId);
  const editStep = useGoToStepUrl(page.route.path);
  useFocusOnStepChange(shownStep);
  useConsentScripts(view?.disclosure);
  const transcript = useMemo(
    () => chatTranscript(funnel, path, values, stepId),
    [funnel, path, values, stepId],
  );

  return (
    <>
      <UrlFollowsMachine funnel={funnel} actor={actor} stepId={stepId} pagePath={page.route.path} />
      {view && (
        <ChatFunnel
          {...view}
          transcript={transcript}
          chatCopy={copyFor(funnel.language).chat}
          brandName={brandName}
          reducedMotion={reducedMotion}
          onEdit={editStep}
          onQuestionShown={setShownStep}
        />
      )}
    </>
  );
}
