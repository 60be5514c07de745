/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  readonly statusCode: number;
  /** What went wrong, in words (e.g. "Page not found: /nope"). */
  readonly message?: string | undefined;
  /**
   * `main`: the whole page (a fatal error). `div`: inside the site's layout, whose `main` holds
   * it (a non-fatal error). `section`: inside another page (the showcase), with an h2.
   */
  readonly as?: 'main' | 'div' | 'section';
}

/** The error page: `Page Not Found` for 404, `Internal Server Error` and the code otherwise. */
export function ErrorPage({ statusCode, message, as = 'main' }: ErrorPageProps) {
  const notFound = statusCode === 404;
  const Root = as;
  const Heading = as === 'section' ? 'h2' : 'h1';
  return (
    <Root className="error-page" id={as === 'main' ? 'main' : undefined}>
      <Heading>{notFound ? 'Page Not Found' : 'Internal Server Error'}</Heading>
      {!notFound && <p className="error-code">Error {statusCode}</p>}
      {message && <p className="error-message">{message}</p>}
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </Root>
  );
}
