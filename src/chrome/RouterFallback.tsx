import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** spec §8 "Router fallback": status and status text, or the error's message. */
export function RouterFallback() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="router-fallback">
      <title>Unexpected Application Error!</title>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>{text}</h3>
    </main>
  );
}
