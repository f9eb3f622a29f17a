import { lazy, Suspense } from 'react';
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

export function LazyRichHtml(props: { html: string; className?: string }) {
  return (
    <Suspense fallback={<RichHtmlPlaceholder />}>
      <RichHtml {...props} />
    </Suspense>
  );
}
