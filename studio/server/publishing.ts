/**
 * The studio's way to a live site: its browser page asks this server, which adds the site's
 * PUBLISH_TOKEN and passes the call on to the site's publish API (STUDIO_SITE_URL). The token
 * stays in this process; the page only ever sees the site's answers.
 */
import { defaultAuthor, publishClient, SiteUnreachable, type Answer } from '../../server/publishClient';
import { bodyProblem, type BodyShape } from '../../server/site/publishBody';
import type { PublishStatus } from '../shared/publish';
import type { ApiHandler as Handler } from './app';

export const NOT_CONFIGURED =
  'Publishing is not set up: start the studio with STUDIO_SITE_URL (the live site, e.g. https://www.example.com) and PUBLISH_TOKEN (the token that site was started with).';

/** A site address with a preview link on it: the page the reviewer should see, not always home. */
export function previewAddress(site: string, path: string, link: string): string {
  const page = path.startsWith('/') ? path : '/';
  return `${site}${page}${page.includes('?') ? '&' : '?'}preview=${encodeURIComponent(link)}`;
}

/** What the studio's page sends (the author is the studio's, added here). */
const PUBLISH_FIELDS: BodyShape = { config: { kind: 'any', required: true }, message: { kind: 'string' }, at: { kind: 'string' }, dryRun: { kind: 'boolean' } };
const ROLLBACK_FIELDS: BodyShape = { expected: { kind: 'version' }, version: { kind: 'version' } };
const PREVIEW_FIELDS: BodyShape = { config: { kind: 'any', required: true }, path: { kind: 'string' } };

export function publishingApi(root: string, env: NodeJS.ProcessEnv = process.env): Record<string, Handler> {
  const siteUrl = env.STUDIO_SITE_URL?.trim();
  const token = env.PUBLISH_TOKEN?.trim();
  const client = siteUrl && token ? publishClient(siteUrl, token) : null;
  const author = env.STUDIO_AUTHOR?.trim() || defaultAuthor(root);

  /**
   * The site's answer as it is (status and body), or why there is none. The page's body is held to
   * `fields` first (400 naming the field): nothing of a malformed one reaches the site.
   */
  const via =
    <T>(
      fields: BodyShape,
      call: (c: NonNullable<typeof client>, body: Record<string, unknown>) => Promise<Answer<T>>,
      shape?: (answer: T, body: Record<string, unknown>) => unknown,
    ): Handler =>
    async (body) => {
      const problem = bodyProblem(body, fields);
      if (problem) return [400, { message: problem, field: problem.split(':')[0] }];
      // The shape checked, the fields are of the kinds `fields` names.
      const given = body as Record<string, unknown>;
      if (!client) return [503, { message: NOT_CONFIGURED }];
      try {
        const answer = await call(client, given);
        if (answer.status === 401)
          return [502, { message: `${client.site} refused the studio's PUBLISH_TOKEN: start the studio with the token the site was started with.` }];
        return [answer.status, answer.ok && shape ? shape(answer.body, given) : answer.body];
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
    'POST /api/publish/versions': via({}, (c) => c.versions()),
    'POST /api/publish/version': via({ version: { kind: 'version', required: true } }, (c, b) => c.version(b.version as string)),
    'POST /api/publish/publish': via(PUBLISH_FIELDS, (c, b) =>
      c.publish({
        config: b.config,
        author,
        ...(text(b.message) ? { message: text(b.message)! } : {}),
        ...(text(b.at) ? { at: text(b.at)! } : {}),
        ...(b.dryRun === true ? { dryRun: true as const } : {}),
      }),
    ),
    // `expected`, the live version the page showed, goes on as it came: without it, or stale, the site answers 409 naming the live one.
    'POST /api/publish/rollback': via(ROLLBACK_FIELDS, (c, b) =>
      c.rollback({
        author,
        ...(b.expected !== undefined ? { expected: b.expected as string } : {}),
        ...(b.version !== undefined ? { version: b.version as string } : {}),
      }),
    ),
    'POST /api/publish/preview': via(
      PREVIEW_FIELDS,
      (c, b) => c.preview({ config: b.config, author }),
      (answer, b) => ({ ...answer, url: previewAddress(client!.site, String(b.path ?? '/'), answer.preview) }),
    ),
  };
}
