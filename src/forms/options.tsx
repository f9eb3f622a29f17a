/**
 * Dropdown options from the API (the vendor form's nine GETs). The form-wizard block
 * declares them as related calls, so the engine starts them with the page's other calls,
 * on the server too: the options are in the first HTML and a form posted without script
 * can be filled. A failed call is logged by the data path and leaves the placeholder.
 */
import { Suspense, type ReactNode } from 'react';
import { useSettled } from '../engine/settled';
import type { BlockDataResult } from '../data/source';

export interface Option {
  value: string;
  label: string;
}

export function toOptions(data: unknown): Option[] {
  // Unknown items, each checked field by field below.
  const items = (Array.isArray(data) ? data : []) as { id?: unknown; name?: unknown }[];
  return items
    .filter((i) => i && (typeof i.id === 'number' || typeof i.id === 'string') && typeof i.name === 'string')
    .map((i) => ({ value: String(i.id), label: String(i.name) }));
}

function Loaded({ promise, children }: { promise: Promise<BlockDataResult>; children: (options: Option[]) => ReactNode }) {
  const result = useSettled(promise);
  return <>{children(result.status === 'ok' ? toOptions(result.data) : [])}</>;
}

/** Renders `children` with the call's options once they are in, and with none until then. */
export function RemoteOptions({ promise, children }: { promise: Promise<BlockDataResult> | undefined; children: (options: Option[]) => ReactNode }) {
  if (!promise) return <>{children([])}</>;
  return (
    <Suspense fallback={children([])}>
      <Loaded promise={promise}>{children}</Loaded>
    </Suspense>
  );
}
