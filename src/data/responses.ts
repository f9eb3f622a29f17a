import type { ItemCheck, ListData, SelectMode } from './source';
import type { ApiResponse } from './apiClient';

/**
 * The boundary check of list and detail responses (docs/behaviour.md, "Response checks"): a response must be an
 * HTTP success and carry data (data.list for lists). Past this point data is trusted.
 */
export const NOT_OK = 'Network response was not ok';
export const BAD_SHAPE = 'Unexpected data structure';

/**
 * The API answered, and the answer was not usable: unlike a network failure, asking
 * again will not help. A server renderer tells "no such item" (a 4xx, or no data)
 * from "API down" (a 5xx, no answer) by `httpStatus`.
 */
export class ResponseError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ResponseError';
  }
}

/** What a check reads: the endpoint the answer came from and the test for its items. */
export interface ResponseCheck {
  endpoint: string;
  item: ItemCheck;
}

export async function readResponse(res: ApiResponse, select: SelectMode, check?: ResponseCheck): Promise<unknown> {
  if (!res.ok) throw new ResponseError(NOT_OK, res.status);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ResponseError(BAD_SHAPE, res.status);
  }
  try {
    const data = selectData(body, select);
    if (check) await checkItems(data, select, check);
    return data;
  } catch (e) {
    throw new ResponseError(e instanceof Error ? e.message : String(e), res.status);
  }
}

/** The API said the item is not there (as opposed to failing or not answering). */
export const isMissing = (error: Error) => error instanceof ResponseError && error.httpStatus < 500;

export function selectData(body: unknown, select: SelectMode): unknown {
  // The API's answer is unknown until checked: each field read below is checked before use.
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

/** A malformed item makes the whole answer unusable, as a missing data.list does. */
async function checkItems(data: unknown, select: SelectMode, check: ResponseCheck): Promise<void> {
  // Shaped by selectData above, which threw for anything else.
  const items = select === 'list' ? (data as ListData).items : select === 'array' ? (data as unknown[]) : [data];
  for (const item of items) if (!(await check.item(check.endpoint, item))) throw new Error(BAD_SHAPE);
}
