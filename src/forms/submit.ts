/**
 * Sends a form to the API host. JSON goes through fetch with Content-Type
 * application/json; multipart goes through XMLHttpRequest because only it reports
 * upload progress. Any non-OK status or network failure rejects (spec §7: no
 * distinction by status code).
 */
import { apiUrl } from '../platform/hosts';
import { toFormData, toJson, type PayloadEntry } from './payload';

export class SubmitError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

export interface SubmitRequest {
  endpoint: string;
  encoding: 'json' | 'multipart';
  entries: readonly PayloadEntry[];
  /** 0..1 while a multipart body uploads. */
  onProgress?: (fraction: number) => void;
}

async function sendJson(endpoint: string, entries: readonly PayloadEntry[]): Promise<void> {
  let res: Response;
  try {
    res = await fetch(apiUrl(endpoint), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(toJson(entries)),
    });
  } catch (e) {
    throw new SubmitError(e instanceof Error ? e.message : 'Network error');
  }
  if (!res.ok) throw new SubmitError(`${res.status} ${res.statusText}`.trim(), res.status);
  // The body is read (spec §7 "body parsed") but no field of it is used.
  await res.text().catch(() => '');
}

function sendMultipart(endpoint: string, entries: readonly PayloadEntry[], onProgress?: (f: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(endpoint));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new SubmitError(`${xhr.status} ${xhr.statusText}`.trim(), xhr.status));
    };
    xhr.onerror = () => reject(new SubmitError('Network error'));
    xhr.onabort = () => reject(new SubmitError('Aborted'));
    xhr.send(toFormData(entries));
  });
}

export function submitForm({ endpoint, encoding, entries, onProgress }: SubmitRequest): Promise<void> {
  return encoding === 'json' ? sendJson(endpoint, entries) : sendMultipart(endpoint, entries, onProgress);
}
