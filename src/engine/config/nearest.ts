/** "Did you mean": the known name nearest a misspelt one (a block type, a prop, an endpoint). */

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/**
 * The known name closest to `name`, if close enough to be a slip of the keyboard (a few edits, or
 * at most half the name); `any` takes the closest whatever the distance (the candidates are
 * already the right ones, such as the endpoints of the kind a block shows). Case is a slip too.
 */
export function nearest(name: string, known: readonly string[], any = false): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of known) {
    const d = levenshtein(name.toLowerCase(), k.toLowerCase());
    if (d < bestScore) [best, bestScore] = [k, d];
  }
  return best !== undefined && (any || bestScore <= Math.max(3, Math.floor(name.length / 2))) ? best : undefined;
}
