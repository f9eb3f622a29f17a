/** Every problem the build has with the config, collapsed under a count. */
export function ProblemList({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return (
    <details className="all-problems">
      <summary>{problems.length === 1 ? '1 problem in the config' : `${problems.length} problems in the config`}</summary>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </details>
  );
}
