/** The gap kept above the form when the page scrolls to it (spec section 9). */
const SCROLL_OFFSET_PX = 24;

/**
 * After a submit, scrolls smoothly to the form's top when it is hidden (above or below the
 * viewport, or under sticky headers and banners marked `data-sticky`), leaving a 24 px margin.
 */
export function scrollToFormTop(
  form: Element,
  view: Pick<Window, 'scrollY' | 'scrollTo' | 'innerHeight'> & {
    readonly document: Pick<Document, 'querySelectorAll'>;
  } = window,
): void {
  const covered = [...view.document.querySelectorAll('[data-sticky]')].reduce(
    (bottom, element) => Math.max(bottom, element.getBoundingClientRect().bottom),
    0,
  );
  const top = form.getBoundingClientRect().top;
  // Visible already: below the sticky bars and above the fold.
  if (top >= covered && top < view.innerHeight - SCROLL_OFFSET_PX) return;
  view.scrollTo({ top: view.scrollY + top - covered - SCROLL_OFFSET_PX, behavior: 'smooth' });
}
