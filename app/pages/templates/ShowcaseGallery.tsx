import { lazy, Suspense, useEffect, useState } from 'react';
import type { UiCopy } from '../../../engine/copy/uiCopy';
import type { TemplateCopy } from '../../../engine/site/templateCopy';
import { ColorSchemeToggle, type ColorSchemeChoice } from '../../../ui/ColorSchemeToggle';
import { ComponentGallery } from '../../../ui/ComponentGallery';

// RJSF and the funnel's validators load only for the gallery's step form.
const ShowcaseStepForm = lazy(() =>
  import('./ShowcaseStepForm').then((module) => ({ default: module.ShowcaseStepForm })),
);

/** The scheme `<html data-color-scheme>` forces now (styles.css honours it); none: the system's. */
function currentScheme(): ColorSchemeChoice {
  const forced = document.documentElement.dataset.colorScheme;
  return forced === 'light' || forced === 'dark' ? forced : 'system';
}

/** Light / Dark / System for this page, set on `<html>`; leaving the page gives the system's back. */
function useColorScheme(): [ColorSchemeChoice, (choice: ColorSchemeChoice) => void] {
  const [scheme, setScheme] = useState(currentScheme);
  useEffect(() => {
    const root = document.documentElement;
    if (scheme === 'system') delete root.dataset.colorScheme;
    else root.dataset.colorScheme = scheme;
  }, [scheme]);
  useEffect(() => () => void delete document.documentElement.dataset.colorScheme, []);
  return [scheme, setScheme];
}

/** The dark-mode test page's Light / Dark / System toggle. */
export function SchemeToggle({ words }: { readonly words: TemplateCopy }) {
  const [scheme, setScheme] = useColorScheme();
  return (
    <ColorSchemeToggle
      value={scheme}
      onChange={setScheme}
      labels={{
        title: words.colorScheme,
        light: words.light,
        dark: words.dark,
        system: words.system,
      }}
    />
  );
}

/** Every other component of the site, with a real step form. */
export function ShowcaseComponents({
  phone,
  copy,
}: {
  readonly phone: string;
  readonly copy: UiCopy;
}) {
  return (
    <ComponentGallery
      phone={phone}
      copy={copy}
      stepForm={
        <Suspense fallback={<div className="quiz-placeholder" />}>
          <ShowcaseStepForm />
        </Suspense>
      }
    />
  );
}
