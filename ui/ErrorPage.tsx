/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  readonly statusCode: number;
  /** What went wrong, in words (e.g. "Page not found: /nope"). */
  readonly message?: string | undefined;
  /** `section`: shown inside another page (the showcase), with an h2 and no `main`. */
  readonly as?: 'main' | 'section';
}

/** The error page: `Page Not Found` for 404, `Internal Server Error` and the code otherwise. */
export function ErrorPage({ statusCode, message, as = 'main' }: ErrorPageProps) {
  const notFound = statusCode === 404;
  const Root = as;
  const Heading = as === 'main' ? 'h1' : 'h2';
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
