/**
 * A list with one item moved: the form's list widget and the outline's block list both reorder
 * this way. It sits in form/ because the form is beneath the editor that uses it too.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
