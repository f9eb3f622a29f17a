import { createContext, Suspense, use, useContext, useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { fetchBlockData, type DataContext } from '../data/blockData';
import type { BlockDataResult, DataSource } from '../data/source';

interface BlockDataBinding {
  source: DataSource;
  ctx: DataContext;
  initial: Promise<BlockDataResult>;
  notFoundPath: string;
}

const BindingContext = createContext<BlockDataBinding | null>(null);
export const BlockDataProvider = BindingContext.Provider;

const RelatedContext = createContext<DataContext['blocks']>({});
export const RelatedDataProvider = RelatedContext.Provider;

/**
 * One of the block's related calls (its definition's `related`), started by the route's
 * load with the block's own: already settled when the server embedded it.
 */
export function useRelatedData(name: string): Promise<BlockDataResult> | undefined {
  return useContext(RelatedContext)[name];
}

/**
 * The block's own source called again with some body fields changed (pageIndex,
 * categoryId...). With no changes it is the promise the route loader started.
 * Call it in a component that stays mounted (not under the Suspense it feeds).
 */
export function useBlockQuery(overrides: Record<string, unknown> = {}): Promise<BlockDataResult> {
  const binding = useContext(BindingContext);
  if (!binding) throw new Error('useBlockQuery needs a block with a data source');
  const key = JSON.stringify(overrides);
  return useMemo(
    () => (key === '{}' ? binding.initial : fetchBlockData(binding.source, binding.ctx, overrides)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [binding, key],
  );
}

function Resolved({ promise, fallback, children }: { promise: Promise<BlockDataResult>; fallback: ReactNode; children: (data: unknown) => ReactNode }) {
  const binding = useContext(BindingContext);
  const result = use(promise);
  if (result.status === 'ok') return <>{children(result.data)}</>;
  // spec §8: a failed detail goes to /404; a failed list keeps its skeletons (already logged).
  if (binding?.source.onError === 'not-found') return <Navigate to={binding.notFoundPath} replace />;
  return <>{fallback}</>;
}

/** Shows `fallback` (the skeleton) until the data arrives, and keeps it if the call fails. */
export function AwaitBlockData<D>({
  promise,
  fallback,
  children,
}: {
  promise: Promise<BlockDataResult>;
  fallback: ReactNode;
  children: (data: D) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Resolved promise={promise} fallback={fallback}>
        {(d) => children(d as D)}
      </Resolved>
    </Suspense>
  );
}
