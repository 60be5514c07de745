import { copyFor } from '../../engine/copy/copyFor';
import type { LoadingPage } from './loadedPage';

/**
 * A page's loading state (spec section 9): shown when another page's content took longer than
 * about 100 ms, in the page's place, until the content arrives.
 */
export function PageLoading({ page }: { readonly page: LoadingPage }) {
  return (
    <main
      id="main"
      className={`page page-${page.route.template} page-loading quiz-placeholder`}
      aria-busy="true"
    >
      <p role="status">{copyFor(page.route.language).site.loading}</p>
    </main>
  );
}
