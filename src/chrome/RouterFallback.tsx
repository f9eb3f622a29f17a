/** The router's fallback page: status and status text, or the error's message (docs/behaviour.md, "Failures"). */
export function RouterFallback({ error }: { error: unknown }) {
  // A route's error response ({ status, statusText }) or an Error: each field is checked where it is read.
  const e = error as { status?: number; statusText?: string; message?: string } | null;
  const text = e && typeof e.status === 'number' ? `${e.status} ${e.statusText ?? ''}`.trim() : (e?.message ?? String(error));
  return (
    <main className="router-fallback" id="main">
      <title>Unexpected Application Error!</title>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>{text}</h3>
    </main>
  );
}
