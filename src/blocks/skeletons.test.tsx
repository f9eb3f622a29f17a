/**
 * Every data section of the committed site shows its number of placeholders while
 * its call is open (docs/behaviour.md, "Lists"): counted as anything counting them would, one per
 * outermost `[data-skeleton]`, from the skeleton the engine renders with the section's props.
 */
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { BlockConfig } from '../engine/types';
import { countPlaceholders } from '../test/skeletons';
import { registry } from './registry';
import { englishConfig } from '../test/config';

const config = englishConfig();
const dataSections = config.routes.flatMap((route) =>
  route.blocks.filter((block) => block.source).map((block) => ({ path: route.path, block, name: nameOf(block) })),
);

function nameOf(block: BlockConfig): string {
  const props = (block.props ?? {}) as { heading?: string; kind?: string };
  return `${block.type}${props.kind ? ` ${props.kind}` : ''}${props.heading ? ` "${props.heading}"` : ''}`;
}

// The spec's counts, by route and section. A section the spec gives no number shows the one its props configure.
const specCounts: Record<string, number> = {
  '/ slider "Featured Projects"': 2,
  '/ announcements "Announcements"': 3,
  '/leadership card-list leader': 3,
  '/certifications card-list certificate': 3,
  '/downloads document-list': 10,
  '/investors/annual-returns document-list': 10,
  '/projects paginated-list project': 12,
  '/blogs paginated-list blog': 12,
  '/newsroom paginated-list news "All News"': 12,
  '/{brand}-culture gallery "Moments at Voltline"': 12,
  '/careers card-list career': 5,
  // One featured item and the three next latest (spec, Newsroom).
  '/newsroom newsroom-featured "Latest News"': 4,
  // A detail page awaits one item.
  '/projects/:slug detail project': 1,
  '/careers/:slug detail job': 1,
  '/blogs/:slug detail blog': 1,
  '/newsroom/:slug detail news': 1,
};

const skeletonPlaceholders = (block: BlockConfig) => {
  const def = registry[block.type as keyof typeof registry];
  const { container, unmount } = render(createElement(MemoryRouter, null, createElement(def.Skeleton as never, { props: block.props ?? {} })));
  const count = countPlaceholders(container);
  unmount();
  return count;
};

describe('skeleton placeholders of every data section', () => {
  it('every count the spec gives is for a section the site has', () => {
    const sections = new Set(dataSections.map((s) => `${s.path} ${s.name}`));
    expect(Object.keys(specCounts).filter((key) => !sections.has(key))).toEqual([]);
  });

  it.each(dataSections.filter((s) => specCounts[`${s.path} ${s.name}`] !== undefined))("$path $name: the spec's count", ({ path, name, block }) => {
    expect(skeletonPlaceholders(block)).toBe(specCounts[`${path} ${name}`]);
  });

  it.each(dataSections.filter((s) => (s.block.props as { skeletonCount?: number } | undefined)?.skeletonCount !== undefined))(
    '$path $name: its configured skeletonCount',
    ({ block }) => {
      expect(skeletonPlaceholders(block)).toBe((block.props as { skeletonCount: number }).skeletonCount);
    },
  );
});
