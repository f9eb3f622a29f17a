/**
 * Block types that fail on purpose, one per phase a block goes through: registered only in tests
 * (next to the site's own), to show that one block's failure never takes down its page.
 */
import { registry as siteRegistry } from '../blocks/registry';
import type { Registry } from '../engine/registry';
import { defineBlock, type SomeBlockDefinition } from '../engine/types';

/** The message each fixture throws, so a test can find its one log line. */
export const failure = (phase: string) => `fixture block failed in ${phase}`;

const nothing = () => null;
const throws = (phase: string) => () => {
  throw new Error(failure(phase));
};
const renders = (Component: () => React.ReactNode) => async () => ({ default: Component });
const fine = renders(() => <p>fine</p>);

function NestedThrow(): React.ReactNode {
  throw new Error(failure('a nested component'));
}

type FixtureDefinition = Parameters<typeof defineBlock<Record<string, unknown>, unknown>>[0];

// Each definition stands for any other (see SomeBlockDefinition): props and data only flow into it.
const fixture = (def: FixtureDefinition) => defineBlock(def) as unknown as SomeBlockDefinition;

export const failingBlocks = {
  /** Its component throws as it renders (on the server and in the browser). */
  'throws-on-render': fixture({ load: renders(throws('render')), Skeleton: nothing }),
  /** A component deep inside it throws, not its own. */
  'throws-in-child': fixture({
    load: renders(() => (
      <section>
        <h2>Never shown</h2>
        <NestedThrow />
      </section>
    )),
    Skeleton: nothing,
  }),
  /** Its code never loads (a chunk that fails, or its module throws as it is evaluated). */
  'fails-to-load': fixture({ load: () => Promise.reject(new Error(failure('its code import'))), Skeleton: nothing }),
  /** Its URL state cannot be read from its props (the load starts its call with it). */
  'throws-in-url-params': fixture({ load: fine, Skeleton: nothing, urlParams: throws('urlParams') }),
  /** Its related calls cannot be read from its props. */
  'throws-in-related': fixture({ load: fine, Skeleton: nothing, related: throws('related') }),
  /** Its skeleton throws (shown while its data is on its way, or when it fails). */
  'throws-in-skeleton': fixture({ load: renders(throws('render')), Skeleton: throws('its skeleton') }),
  /** Its wish to hydrate with the page throws on its data. */
  'throws-in-hydrate-wish': fixture({ load: fine, Skeleton: nothing, hydrateWithPage: throws('hydrateWithPage') }),
  /** Its head (the page's SEO) cannot be made from its data. */
  'throws-in-seo': fixture({ load: fine, Skeleton: nothing, seo: async () => ({ default: throws('seo') }) }),
} satisfies Registry;

export type FailingType = keyof typeof failingBlocks;

/** The site's block types and the failing ones. */
export const registryWithFailures: Registry = { ...siteRegistry, ...failingBlocks };
