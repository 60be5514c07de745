/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  readonly statusCode: number;
}

/** The error page: `Page Not Found` for 404, `Internal Server Error` and the code otherwise. */
export function ErrorPage({ statusCode }: ErrorPageProps) {
  const notFound = statusCode === 404;
  return (
    <main className="error-page">
      <h1>{notFound ? 'Page Not Found' : 'Internal Server Error'}</h1>
      {!notFound && <p className="error-code">Error {statusCode}</p>}
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
