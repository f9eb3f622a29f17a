import type { ListData, SelectMode } from './source';

/**
 * The boundary check of spec §5 "List and detail responses": a response must be an
 * HTTP success and carry data (data.list for lists). Past this point data is trusted.
 */
export const NOT_OK = 'Network response was not ok';
export const BAD_SHAPE = 'Unexpected data structure';

export async function readResponse(res: Response, select: SelectMode): Promise<unknown> {
  if (!res.ok) throw new Error(NOT_OK);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new Error(BAD_SHAPE);
  }
  return selectData(body, select);
}

export function selectData(body: unknown, select: SelectMode): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  if (data === undefined || data === null) throw new Error(BAD_SHAPE);
  if (select === 'list') {
    const list = (data as { list?: unknown }).list;
    if (!Array.isArray(list)) throw new Error(BAD_SHAPE);
    const result: ListData = { items: list, nextPageAvailable: (data as { nextPageAvailable?: unknown }).nextPageAvailable === true };
    return result;
  }
  if (!Array.isArray(data)) throw new Error(BAD_SHAPE);
  if (select === 'first') {
    if (data.length === 0) throw new Error(BAD_SHAPE);
    return data[0];
  }
  return data;
}
