import { Suspense } from 'react';
import type { LoadedPage } from '../loadedPage';
import { preloadableLazy } from '../preloadableLazy';

// RJSF and the engine stay out of pages without a funnel.
export const QuizPage = preloadableLazy(() =>
  import('../../funnel/QuizPage').then((module) => module.QuizPage),
);

/** The page's funnel inline, the step in the URL (the form renderer). */
export function PageFunnel({ page }: { readonly page: LoadedPage }) {
  const { funnel, route } = page;
  if (!funnel) return null;
  return (
    <Suspense fallback={<div className="quiz-placeholder" />}>
      <QuizPage loaded={funnel.loaded} actor={funnel.actor} pagePath={route.path} />
    </Suspense>
  );
}
