import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockComponentProps, BlockDefinition } from './types';

export type Registry = Record<string, BlockDefinition>;

// Keyed by definition, not by type name, so two registries (tests, previews) never share state.
const components = new WeakMap<BlockDefinition, LazyExoticComponent<ComponentType<BlockComponentProps<unknown>>>>();
const loads = new WeakMap<BlockDefinition, Promise<unknown>>();
// Modules already loaded render at once, without a lazy wrapper's extra suspend (no skeleton flash).
const loaded = new WeakMap<BlockDefinition, ComponentType<BlockComponentProps<unknown>>>();

export class ChunkLoadError extends Error {
  constructor(chunk: string) {
    super(`Loading chunk ${chunk} failed`);
    this.name = 'ChunkLoadError';
  }
}

function definitionOf(registry: Registry, type: string): BlockDefinition {
  const def = registry[type];
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
          loaded.set(def, mod.default as ComponentType<BlockComponentProps<unknown>>);
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

export function blockComponent(registry: Registry, type: string): ComponentType<BlockComponentProps<unknown>> {
  const def = definitionOf(registry, type);
  const ready = loaded.get(def);
  if (ready) return ready;
  let c = components.get(def);
  if (!c) {
    c = lazy(def.load as () => Promise<{ default: ComponentType<BlockComponentProps<unknown>> }>);
    components.set(def, c);
  }
  return c;
}
