/**
 * What the studio's panels read of the selected block in the tree: the block, its form's schema
 * (its slots left out: the outline edits them), its problems, its name in the preview, and the
 * block types the catalogue offers where it adds. Each is kept while its inputs stay, so typing in a
 * field recomputes only what the edited block changes.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { BlockConfig } from '../../../src/engine/types';
import { addPlaceOf, type Editor } from '../editor';
import type { JsonSchema } from '../form/schema';
import { nameOfPath, pageNames, parsePathKey, pathKey } from './keys';
import { blockAt, type BlockPath } from './path';
import { problemKeys, problemsOfBlock } from './problems';
import { slotsOf, typesFor } from './rules';

export function useTreeParts(editor: Editor, blocks: BlockConfig[] | null, schemas: Record<string, object>) {
  const { selected, rules, problems, target } = editor;
  const selectedKey = selected ? pathKey(selected) : null;
  const block = blocks && selected ? blockAt(blocks, selected) : undefined;

  const keys = problemKeys(problems, target);
  const keysText = [...keys].sort().join(' ');
  // The same set while the same blocks have problems: the outline's rows are memoized on it.
  const problemSet = useMemo(() => new Set(keysText ? keysText.split(' ') : []), [keysText]);
  const errors = useMemo(
    () => (selectedKey === null ? new Map<string, string[]>() : problemsOfBlock(problems, target, parsePathKey(selectedKey))),
    [problems, target, selectedKey],
  );

  const type = block?.type;
  const formSchema = useMemo(() => {
    const schema = type ? (schemas[type] as JsonSchema | undefined) : undefined;
    const slots = type ? slotsOf(rules, type).map((s) => s.name) : [];
    if (!schema?.properties || !slots.length) return schema;
    const properties = Object.fromEntries(Object.entries(schema.properties).filter(([k]) => !slots.includes(k)));
    return { ...schema, properties, required: (schema.required ?? []).filter((k) => !slots.includes(k)) };
  }, [type, schemas, rules]);

  // A click in the preview names a block: its path is looked up then, not on every keystroke.
  const current = useRef({ rules, blocks });
  current.current = { rules, blocks };
  const pathOfName = useCallback((name: string): BlockPath | null => {
    const key = pageNames(current.current.rules, current.current.blocks ?? []).byName.get(name);
    return key === undefined ? null : parsePathKey(key);
  }, []);

  const open = editor.catalogue && blocks !== null;
  const catalogue = useMemo(() => {
    if (!open) return {};
    const allowed = new Set(typesFor(rules, blocks, addPlaceOf(editor, blocks)));
    return Object.fromEntries(Object.entries(schemas).filter(([t]) => allowed.has(t)));
    // Computed when the catalogue opens; the place does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, schemas, rules]);

  return {
    block,
    problemKeys: problemSet,
    errors,
    formSchema,
    selectedName: blocks && selected ? nameOfPath(blocks, selected) : null,
    pathOfName,
    catalogue,
  };
}
