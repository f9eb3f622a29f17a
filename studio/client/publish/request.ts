/** Calls to the studio's publishing routes: the answer, or the site's (or the studio's) reason for refusing. */
import type { Refusal } from '../../shared/publish';

export type Reply<T> = { ok: true; body: T } | { ok: false; status: number; refusal: Refusal };

export async function publishCall<T>(route: string, body?: unknown): Promise<Reply<T>> {
  try {
    const res = await fetch(`/api/publish/${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json().catch(() => ({ message: `${res.status} ${res.statusText}` }))) as T | Refusal;
    return res.ok ? { ok: true, body: answer as T } : { ok: false, status: res.status, refusal: answer as Refusal };
  } catch (error) {
    return { ok: false, status: 0, refusal: { message: `The studio's server did not answer: ${String(error)}` } };
  }
}

export const shortVersion = (version: string | null) => (version ? version.slice(0, 12) : 'none');
export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
