// The static floors Lighthouse's runs are held against: plain HTML, no script, from a bare server.

/**
 * The static floor: the home page's above-the-fold content (header bar, hero picture, headline and
 * button) as plain HTML with no script, its picture from the content host as the site's is.
 */
export const floorPage = (contentUrl: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<style>body{margin:0;font-family:system-ui,sans-serif}header{height:112px;background:#0b3d2e}.hero{position:relative;height:100vh;overflow:hidden;color:#fff}
.hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}.hero div{position:relative;padding:40vh 24px 0}h1{font-size:2.5rem;margin:0 0 1rem}
a{display:inline-block;padding:.8rem 1.6rem;border-radius:999px;background:#79c151;color:#0b3d2e;font-weight:700;text-decoration:none}</style></head>
<body><header></header><section class="hero"><img src="${contentUrl}/images/hero-poster.png" width="1280" height="720" alt="" fetchpriority="high">
<div><h1>Pioneering Cutting Edge EPC</h1><a href="/voltline-story">Get to know us</a></div></section></body></html>`;

/**
 * A route's own static floor: the HTML the site server sends for it with every script taken out (the
 * inline ones, the page's data and its module preloads), its pictures, styles and structured data
 * (JSON-LD, for crawlers: content, not code) as they are: the same content as plain HTML, served at the route's own path (tooling/bench-api.ts startFloorProcess).
 * Its LCP is what that content costs a phone with no script at all. On /projects it read 1.09×
 * home's floor (median of 7) where the page itself read 1.02×: twelve cards whose pictures Chrome
 * fetches within 1,250 px of the screen cost more than one hero, with or without script.
 */
export function routeFloorPage(html: string): string {
  if (!/<head\b[^>]*>/i.test(html)) throw new Error('routeFloorPage: no <head> in the page');
  // A block streamed after the shell waits hidden for a script to move it into place: without script
  // it would stay hidden, and the floor would not be the same content.
  if (/<div hidden id="S:/.test(html)) throw new Error('routeFloorPage: a block of the page streamed after its shell (render it with its data at hand)');
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attrs: string) => (/type="application\/ld\+json"/i.test(attrs) ? script : ''))
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/**
 * A picture page's simulated LCP falls near one of two values about 7 % apart from run to run, for
 * the page and for its static floor alike (whether another picture finished before the observed
 * paint decides whether the simulation shares the link with it). The median of five is then one
 * mode or the other, and a page's median over its floor's was 0.93, 1.00 or 1.07 by the toss of a
 * coin (project detail 1.07× and blog detail 0.93× in one run, the same layout). The mean weighs
 * both modes as often as they come; one outlying run each way is left out, as the median would.
 */
export const trimmedMean = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const kept = sorted.length >= 3 ? sorted.slice(1, -1) : sorted;
  return kept.reduce((n, x) => n + x, 0) / kept.length;
};

/** The middle run (the upper of the two middle ones for an even count): what each route's figures are read from. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
