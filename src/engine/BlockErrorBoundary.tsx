import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Which block of which page: what a failure's log line names. */
export interface BlockScope {
  /** The block's id in config (or its index), unique on the page. */
  id: string;
  type: string;
  /** The page's path, as the router sees it. */
  route: string;
}

const describeError = (error: unknown): string => {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return `thrown ${JSON.stringify(error)}`;
  } catch {
    return `thrown ${String(error)}`;
  }
};

/**
 * The one line a block's failure is logged as, whatever the phase (its load, a server render, a
 * render or hydration in the browser): route, block and error, so a marketer's mistake is found in
 * the config at once. Where in the code it threw is the first frame of its stack, on the same line.
 */
export function blockFailureLine(scope: BlockScope, error: unknown): string {
  const frame = error instanceof Error ? error.stack?.split('\n').find((l) => /^\s+at /.test(l)) : undefined;
  const where = frame ? ` (${frame.trim()})` : '';
  return `Block "${scope.id}" (${scope.type}) on ${scope.route} failed: ${describeError(error).replace(/\s*\n\s*/g, ' ')}${where}`;
}

// The server renderer reports a render error through one callback that says nothing of where it
// happened. Its rendering is synchronous and depth first: the block being rendered is the last one
// entered (each block's body, its fallback and its data's render enter it) and not yet left.
let rendering: BlockScope | undefined;

/** Marks `scope` as the block whose elements render next (see blockBeingRendered). */
export function enterBlock(scope: BlockScope): void {
  rendering = scope;
  // A renderer that stops (suspended work resumes in a later task) starts its next pass knowing no block.
  queueMicrotask(() => {
    if (rendering === scope) rendering = undefined;
  });
}

/** The block whose elements are rendering now, if any: where a server render's error came from. */
export const blockBeingRendered = (): BlockScope | undefined => rendering;

/** Renders `children` as part of `scope`'s block (a fallback or data that renders apart from the block's body). */
export function InBlock({ scope, children }: { scope: BlockScope; children: ReactNode }) {
  enterBlock(scope);
  return children;
}

/** Rendered after each block: what renders next (the footer's chrome) is no block's. */
export function BlockEnd() {
  rendering = undefined;
  return null;
}

// Errors the block boundaries reported in this task, by description: React reports a block's
// hydration error again as a "recoverable" one wrapping the first throw (the retry throws a new object).
const reportedNow = new Set<string>();

/**
 * Whether React's own report of `error` (a caught or recoverable error of the browser's root) repeats
 * what a block boundary already logged: the root's handlers skip those, so a failure is one line.
 */
export function reportedByBlock(error: unknown): boolean {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  return reportedNow.has(describeError(cause));
}

/** The root's `onCaughtError`: a block boundary logs its own line; anything else as React would. */
export function onCaughtError(error: unknown, info: { errorBoundary?: unknown }): void {
  if (info.errorBoundary instanceof BlockErrorBoundary) return;
  console.error(error);
}

interface Props {
  scope: BlockScope;
  /** What a failed block shows: its skeletons (a failed list keeps them) or nothing. */
  fallback?: ReactNode;
  /** Logs nothing: the boundary around a failed block's fallback (the block already logged its failure). */
  quiet?: boolean;
  children: ReactNode;
}

/**
 * One failing block never takes down its page: what it renders, hydrates or runs in an effect is
 * caught here, logged in one line, and the block shows its fallback while every other block lives on.
 * On a server, where React has no error boundaries, the Suspense boundary inside this one does the same
 * (the server renderer's onError logs the line) and the browser tries the block again.
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (this.props.quiet) return;
    const description = describeError(error);
    reportedNow.add(description);
    setTimeout(() => reportedNow.delete(description));
    console.error(blockFailureLine(this.props.scope, error));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet || this.props.fallback === undefined) return null;
    // A fallback that throws too (a skeleton given broken props) leaves nothing, not a broken page.
    return (
      <BlockErrorBoundary scope={this.props.scope} quiet>
        {this.props.fallback}
      </BlockErrorBoundary>
    );
  }
}
