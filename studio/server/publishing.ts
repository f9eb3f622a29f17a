/**
 * The studio's way to a live site: its browser page asks this server, which adds the site's
 * PUBLISH_TOKEN and passes the call on to the site's publish API (STUDIO_SITE_URL). The token
 * stays in this process; the page only ever sees the site's answers.
 */
import { defaultAuthor, publishClient, SiteUnreachable, type Answer } from '../../server/publishClient';
import type { PublishStatus } from '../shared/publish';
import type { ApiHandler as Handler } from './app';

export const NOT_CONFIGURED =
  'Publishing is not set up: start the studio with STUDIO_SITE_URL (the live site, e.g. https://www.example.com) and PUBLISH_TOKEN (the token that site was started with).';

/** A site address with a preview link on it: the page the reviewer should see, not always home. */
export function previewAddress(site: string, path: string, link: string): string {
  const page = path.startsWith('/') ? path : '/';
  return `${site}${page}${page.includes('?') ? '&' : '?'}preview=${encodeURIComponent(link)}`;
}

export function publishingApi(root: string, env: NodeJS.ProcessEnv = process.env): Record<string, Handler> {
  const siteUrl = env.STUDIO_SITE_URL?.trim();
  const token = env.PUBLISH_TOKEN?.trim();
  const client = siteUrl && token ? publishClient(siteUrl, token) : null;
  const author = env.STUDIO_AUTHOR?.trim() || defaultAuthor(root);

  /** The site's answer as it is (status and body), or why there is none. */
  const via =
    <T>(
      call: (c: NonNullable<typeof client>, body: Record<string, unknown>) => Promise<Answer<T>>,
      shape?: (answer: T, body: Record<string, unknown>) => unknown,
    ): Handler =>
    async (body) => {
      if (!client) return [503, { message: NOT_CONFIGURED }];
      try {
        const answer = await call(client, (body ?? {}) as Record<string, unknown>);
        if (answer.status === 401)
          return [502, { message: `${client.site} refused the studio's PUBLISH_TOKEN: start the studio with the token the site was started with.` }];
        return [answer.status, answer.ok && shape ? shape(answer.body, (body ?? {}) as Record<string, unknown>) : answer.body];
      } catch (error) {
        if (error instanceof SiteUnreachable) return [502, { message: error.message }];
        throw error;
      }
    };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

  return {
    'GET /api/publish/status': async () => [
      200,
      (client ? { configured: true, site: client.site, author } : { configured: false, hint: NOT_CONFIGURED }) satisfies PublishStatus,
    ],
    'POST /api/publish/versions': via((c) => c.versions()),
    'POST /api/publish/version': via((c, b) => c.version(String(b.version ?? ''))),
    'POST /api/publish/publish': via((c, b) =>
      c.publish({
        config: b.config,
        author,
        ...(text(b.message) ? { message: text(b.message)! } : {}),
        ...(text(b.at) ? { at: text(b.at)! } : {}),
        ...(b.dryRun === true ? { dryRun: true as const } : {}),
      }),
    ),
    'POST /api/publish/rollback': via((c, b) => c.rollback({ author, ...(text(b.version) ? { version: text(b.version)! } : {}) })),
    'POST /api/publish/preview': via(
      (c, b) => c.preview({ config: b.config, author }),
      (answer, b) => ({ ...answer, url: previewAddress(client!.site, String(b.path ?? '/'), answer.preview) }),
    ),
  };
}
