import { lazy, type LazyExoticComponent } from 'react';
import type { BlockComponent, BlockDefinition, SomeBlockDefinition } from './types';

/** Block definitions by type name. The site's own is `registry` in src/blocks/registry.ts, which keeps each block's types. */
export type Registry = Record<string, SomeBlockDefinition>;

/** A definition as the engine uses it: props and data as they come from config and the data boundary. */
export type ConfiguredBlock = BlockDefinition<unknown, unknown>;

/**
 * The definition of a block type named in config, if the registry has one. The engine walks the
 * config generically: a type is a string, props are the config's, data is what the block's source
 * returned. The build validated those props against this very block's schema and the data boundary
 * checks each item against its content kind, so they are this block's P and D: this is the one place
 * the engine forgets a block's types instead of proving them.
 */
export function blockDefinition(registry: Registry, type: string): ConfiguredBlock | undefined {
  const def = Object.hasOwn(registry, type) ? registry[type] : undefined;
  // Props and data come validated against this block's schema and content kind (see above).
  return def as ConfiguredBlock | undefined;
}

// Keyed by definition, not by type name, so two registries (tests, previews) never share state.
const components = new WeakMap<ConfiguredBlock, LazyExoticComponent<BlockComponent<unknown, unknown>>>();
const loads = new WeakMap<ConfiguredBlock, Promise<unknown>>();
// Modules already loaded render at once, without a lazy wrapper's extra suspend (no skeleton flash).
const loaded = new WeakMap<ConfiguredBlock, BlockComponent<unknown, unknown>>();

export class ChunkLoadError extends Error {
  constructor(chunk: string) {
    super(`Loading chunk ${chunk} failed`);
    this.name = 'ChunkLoadError';
  }
}

function definitionOf(registry: Registry, type: string): ConfiguredBlock {
  const def = blockDefinition(registry, type);
  // Config is validated at build time, so this only fires for a registry edited without a rebuild.
  if (!def) throw new Error(`Unknown block type "${type}"`);
  return def;
}

/**
 * Loads a block's code once. A chunk that has not arrived within the timeout fails
 * with the message a chunk load error has ('Loading chunk N failed'), so the router's fallback page shows instead of a blank page.
 */
export function loadBlock(registry: Registry, type: string, timeoutMs: number): Promise<unknown> {
  const def = definitionOf(registry, type);
  let pending = loads.get(def);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(type)), timeoutMs);
      def.load().then(
        (mod) => {
          clearTimeout(timer);
          loaded.set(def, mod.default);
          resolve(mod);
        },
        () => {
          clearTimeout(timer);
          reject(new ChunkLoadError(type));
        },
      );
    });
    // A failed load may succeed on the next navigation (a deploy finished, the network came back).
    pending.catch(() => loads.delete(def));
    loads.set(def, pending);
  }
  return pending;
}

/** Whether a block's code has arrived (through loadBlock): its component then renders without suspending. */
export function blockCodeLoaded(registry: Registry, type: string): boolean {
  return loaded.has(definitionOf(registry, type));
}

export function blockComponent(registry: Registry, type: string): BlockComponent<unknown, unknown> {
  const def = definitionOf(registry, type);
  const ready = loaded.get(def);
  if (ready) return ready;
  let c = components.get(def);
  if (!c) {
    c = lazy(def.load);
    components.set(def, c);
  }
  return c;
}
