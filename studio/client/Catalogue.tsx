/** The block types the place being added to takes (its slot's `x-slot` rules, tree/rules.ts), each with its description. */
import { useEffect, useRef } from 'react';
import { slotRulesOf } from '../../src/engine/config/slots';
import type { SiteConfig } from '../../src/engine/types';
import { defaultValue, type JsonSchema } from './form/schema';

interface Props {
  schemas: Record<string, object>;
  config: SiteConfig;
  onAdd: (type: string, props: object) => void;
  onClose: () => void;
}

/**
 * A block's example: the first one configured on the site, or what its schema requires. A layout
 * block starts empty (its schema's defaults): its blocks are added into it, never copied with it.
 */
export function exampleProps(type: string, schema: JsonSchema, config: SiteConfig): object {
  if (Object.keys(slotRulesOf(schema)).length) return defaultValue(schema) as object;
  const used = [...config.routes.flatMap((r) => r.blocks), ...config.footer.blocks].find((b) => b.type === type);
  return structuredClone(used?.props ?? (defaultValue(schema) as object));
}

export function Catalogue({ schemas, config, onAdd, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="catalogue" aria-labelledby="catalogue-title" onClose={onClose}>
      <h2 id="catalogue-title">Add a block</h2>
      <ul>
        {Object.entries(schemas).map(([type, schema]) => (
          <li key={type}>
            <h3>{type}</h3>
            <p>{(schema as JsonSchema).description}</p>
            <iframe title={`${type} example`} loading="lazy" src={`/preview/block?type=${encodeURIComponent(type)}`} width={1440} tabIndex={-1} />
            <button type="button" onClick={() => onAdd(type, exampleProps(type, schema as JsonSchema, config))} aria-label={`Add ${type}`}>
              Add
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
