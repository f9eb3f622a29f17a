/**
 * Dropdown options from the API (the vendor form's nine GETs): one helper, one shape.
 * A failed call is logged and leaves the select with just its placeholder.
 */
import { useEffect, useState } from 'react';
import { callApi } from '../data/apiClient';
import { LOG_PREFIX } from '../data/blockData';
import { readResponse } from '../data/responses';
import type { FieldConfig } from './schema';

export interface Option {
  value: string;
  label: string;
}

export async function fetchOptions(endpoint: string, signal?: AbortSignal): Promise<Option[]> {
  const res = await callApi(endpoint, { method: 'GET', ...(signal ? { signal } : {}) });
  const items = (await readResponse(res, 'array')) as { id?: unknown; name?: unknown }[];
  return items
    .filter((i) => i && (typeof i.id === 'number' || typeof i.id === 'string') && typeof i.name === 'string')
    .map((i) => ({ value: String(i.id), label: String(i.name) }));
}

/** Options per field name for every select with `optionsFrom`, fetched once on mount. */
export function useRemoteOptions(fields: readonly FieldConfig[]): Record<string, Option[]> {
  const [options, setOptions] = useState<Record<string, Option[]>>({});
  const endpoints = fields.flatMap((f) => (f.kind === 'select' && f.optionsFrom ? [[f.name, f.optionsFrom] as const] : []));
  const key = JSON.stringify(endpoints);
  useEffect(() => {
    const controller = new AbortController();
    for (const [name, endpoint] of JSON.parse(key) as [string, string][]) {
      fetchOptions(endpoint, controller.signal).then(
        (list) => setOptions((o) => ({ ...o, [name]: list })),
        (e: unknown) => {
          if (!controller.signal.aborted) console.error(LOG_PREFIX, e);
        },
      );
    }
    return () => controller.abort();
  }, [key]);
  return options;
}
