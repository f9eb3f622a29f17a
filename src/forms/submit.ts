/**
 * Sends a form to the API host. JSON goes through fetch with Content-Type
 * application/json; multipart goes through XMLHttpRequest because only it reports
 * upload progress. Any non-OK status or network failure rejects: the site tells no
 * status from another (docs/behaviour.md, "Calls").
 */
import { toFormData, toJson, type PayloadEntry } from './payload';

export class SubmitError extends Error {
  constructor(
    message: string,
    readonly status = 0,
    /** The field the API named in its refusal (`{"field": "stamp"}`), if it named one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

/** The field a refusal's body names: the API answers `{"message", "field"}`. */
function fieldOf(body: string): string | null {
  try {
    const field = (JSON.parse(body) as { field?: unknown } | null)?.field;
    return typeof field === 'string' ? field : null;
  } catch {
    return null;
  }
}

export interface SubmitRequest {
  /** The submit call's address on the site's API host. */
  url: string;
  encoding: 'json' | 'multipart';
  entries: readonly PayloadEntry[];
  /** 0..1 while a multipart body uploads. */
  onProgress?: (fraction: number) => void;
  /** Sent with the request (the form's proof: PROOF_HEADER). */
  headers?: Record<string, string>;
}

async function sendJson(url: string, entries: readonly PayloadEntry[], headers: Record<string, string>): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(toJson(entries)),
    });
  } catch (e) {
    throw new SubmitError(e instanceof Error ? e.message : 'Network error');
  }
  // The body is read, so the connection is free again; of a refusal, only the field it names is used.
  const body = await res.text().catch(() => '');
  if (!res.ok) throw new SubmitError(`${res.status} ${res.statusText}`.trim(), res.status, res.status < 500 ? fieldOf(body) : null);
}

function sendMultipart(url: string, entries: readonly PayloadEntry[], headers: Record<string, string>, onProgress?: (f: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new SubmitError(`${xhr.status} ${xhr.statusText}`.trim(), xhr.status, xhr.status < 500 ? fieldOf(String(xhr.responseText ?? '')) : null));
    };
    xhr.onerror = () => reject(new SubmitError('Network error'));
    xhr.onabort = () => reject(new SubmitError('Aborted'));
    xhr.send(toFormData(entries));
  });
}

export function submitForm({ url, encoding, entries, onProgress, headers = {} }: SubmitRequest): Promise<void> {
  return encoding === 'json' ? sendJson(url, entries, headers) : sendMultipart(url, entries, headers, onProgress);
}
