import { lazy, Suspense } from 'react';
import { copyFor } from '../../../engine/copy/copyFor';
import { PageBody } from '../../../ui/PageBody';
import { PageHero } from '../../../ui/PageHero';
import { useScrollToHash } from '../useScrollToHash';
import { Benefits } from './Benefits';
import type { TemplateProps } from './templateProps';

// The gallery and the toggle (and RJSF for its step form) load only on the page that shows them.
const SchemeToggle = lazy(() =>
  import('./ShowcaseGallery').then((module) => ({ default: module.SchemeToggle })),
);
const ShowcaseComponents = lazy(() =>
  import('./ShowcaseGallery').then((module) => ({ default: module.ShowcaseComponents })),
);

/** The pages that show the component gallery and the colour scheme toggle (plan-data-test stays a plain long page). */
const galleryPages = new Set(['dark-mode-test']);

/**
 * Internal test pages: the hero, the body with every prose element and content component, and on
 * dark-mode-test a Light / Dark / System toggle and every other component of the site.
 */
export function ShowcaseTemplate({ page, brand, copy }: TemplateProps) {
  useScrollToHash();
  const { payload } = page;
  const words = copyFor(payload.language).template;
  const gallery = galleryPages.has(payload.name);
  return (
    <>
      <PageHero
        headline={payload.headline}
        subheadline={payload.subheadline}
        image={payload.image}
      />
      {gallery && (
        <Suspense fallback={null}>
          <SchemeToggle words={words} />
        </Suspense>
      )}
      <Benefits benefits={payload.benefits} copy={copy} />
      <PageBody
        body={payload.body}
        brandName={brand.name}
        phone={brand.defaultPhone}
        copy={words}
        language={payload.language}
      />
      {gallery && (
        <Suspense fallback={<div className="quiz-placeholder" />}>
          <ShowcaseComponents phone={brand.defaultPhone} copy={copyFor(payload.language)} />
        </Suspense>
      )}
    </>
  );
}
