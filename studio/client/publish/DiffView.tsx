/** A version's changes against the one before it: counts, then the changed lines. */
import type { DiffSummary } from '../../shared/publish';

export function DiffView({ diff, label = 'Diff' }: { diff: DiffSummary; label?: string }) {
  if (!diff.added && !diff.removed) return <p>No changes against the live version.</p>;
  return (
    <>
      <p className="diff-summary">
        {diff.added} {diff.added === 1 ? 'line' : 'lines'} added, {diff.removed} removed
      </p>
      <pre className="diff" aria-label={label}>
        {diff.lines.join('\n')}
      </pre>
    </>
  );
}

/** Every problem of a refused config, as the build words them. */
export function Problems({ message, problems }: { message: string; problems?: string[] | undefined }) {
  return (
    <div role="alert">
      <p>{message}</p>
      {problems?.length ? (
        <ul>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
