import { Suspense, use, useMemo, useState, useSyncExternalStore } from 'react';
import loadFunnelModule from 'virtual:funnels';
import { copyFor } from '../../../engine/copy/copyFor';
import {
  chatRoutes,
  chatTranscript,
  type ChatRoutes,
} from '../../../engine/funnel/chat/chatTranscript';
import type { FunnelDefinition } from '../../../schemas/funnel';
import { ChatFunnel } from '../../../ui/chat/ChatFunnel';
import { PageBody } from '../../../ui/PageBody';
import { PageHero } from '../../../ui/PageHero';
import { useFocusOnStepChange } from '../../funnel/useFocusOnStepChange';
import { useConsentScripts } from '../../funnel/useConsentScripts';
import { useFunnelStep } from '../../funnel/useFunnelStep';
import { UrlFollowsMachine } from '../../funnel/UrlFollowsMachine';
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

const routesByFunnel = new Map<string, Promise<ChatRoutes>>();

/** The routes of a funnel's definition (its module is loaded already: the page runs it). */
function routesOf(funnelId: string): Promise<ChatRoutes> {
  let routes = routesByFunnel.get(funnelId);
  if (!routes) {
    const pending = loadFunnelModule(funnelId);
    if (!pending) throw new Error(`The page's funnel "${funnelId}" is not in this build.`);
    const loading = pending.then((module) => chatRoutes(module.definition as FunnelDefinition));
    // React's `use` reads a settled promise's result at once when it carries it (its thenable
    // convention): a preloaded page renders its conversation without suspending.
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    routes = loading;
    routesByFunnel.set(funnelId, routes);
  }
  return routes;
}

/** Loads a funnel's chat routes before the page renders (app/pages/preloadPageParts.ts). */
export async function preloadChatRoutes(funnelId: string): Promise<void> {
  await routesOf(funnelId);
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
  const { funnel, validators } = loaded;
  const routes = use(routesOf(funnel.id));
  const {
    stepId,
    step,
    values,
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
  } = useFunnelStep(funnel, actor, loaded);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => matchMedia(reducedMotionQuery).matches,
    () => false,
  );
  // Focus follows the question on screen, which appears after its typing pause.
  const [shownStep, setShownStep] = useState(stepId);
  useFocusOnStepChange(shownStep);
  useConsentScripts(disclosure);
  const transcript = useMemo(
    () => chatTranscript(funnel, routes, values, stepId),
    [funnel, routes, values, stepId],
  );

  return (
    <>
      <UrlFollowsMachine funnel={funnel} actor={actor} stepId={stepId} pagePath={page.route.path} />
      {step && (
        <ChatFunnel
          step={step}
          transcript={transcript}
          progressMax={funnel.progressMax}
          language={funnel.language}
          copy={copy}
          chatCopy={copyFor(funnel.language).chat}
          brandName={brandName}
          validator={validators[step.id]}
          initialValues={initialValues}
          busy={busy}
          refusal={refusal}
          phone={callNumber}
          leased={leased}
          demand={demand}
          reducedMotion={reducedMotion}
          onSubmit={submit}
          onSkip={skip}
          disclosure={disclosure}
          onEdit={(target) => actor.send({ type: 'GOTO', step: target })}
          onQuestionShown={setShownStep}
        />
      )}
    </>
  );
}
