import { lazy, Suspense, useState } from 'react';
import { useHydrated } from './useHydrated';
import { SkeletonBox } from './Skeleton';
// Here, not beside RichHtml: server-rendered rich HTML must be styled before the pipeline loads.
import './rich-html.css';

// The HTML pipeline (react-markdown, rehype, an HTML parser) is most of a detail page's
// script; loading it after the page's first paint keeps the first load small.
const RichHtml = lazy(() => import('./RichHtml').then((m) => ({ default: m.RichHtml })));

function RichHtmlPlaceholder() {
  return (
    <div className="rich-html" aria-busy="true">
      {[100, 96, 88, 92, 60].map((w, i) => (
        <SkeletonBox key={i} style={{ height: '1.1rem', width: `${w}%`, marginBottom: '0.75rem' }} />
      ))}
    </div>
  );
}

/**
 * Rich HTML the server rendered stays exactly as the server sanitised it: hydrating it
 * would mean loading the pipeline and parsing the body again on the visitor's phone,
 * for the same DOM (its site links then load as plain links). Rendered in the browser
 * (a client-side navigation), it goes through the pipeline as always.
 */
function ServerRichHtml({ className }: { className?: string }) {
  // Empty and unused: while hydrating, React keeps the element's server-rendered children.
  return <div className={`rich-html${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

export function LazyRichHtml(props: { html: string; className?: string }) {
  const onServer = typeof window === 'undefined';
  // Decided once, at mount: only an instance that is hydrating keeps the server's markup.
  const [keepServerMarkup] = useState(!useHydrated() && !onServer);
  return <Suspense fallback={<RichHtmlPlaceholder />}>{keepServerMarkup ? <ServerRichHtml className={props.className} /> : <RichHtml {...props} />}</Suspense>;
}
