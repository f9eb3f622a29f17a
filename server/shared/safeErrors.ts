/**
 * Errors that Fastify raises itself, answered like every other response: with the server's
 * headers, and in a few words of our own that never repeat the request (its URL, its
 * Content-Type, its body). Some of them are raised before any hook runs, so the headers a
 * server adds in `onRequest` must be written here too:
 * - a URL that does not decode (`/%E0%A4%3Cb%3E`) goes to `frameworkErrors`;
 * - a request Node's parser cannot read goes to `clientErrorHandler`, on the bare socket.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** How a server words an error: a status and its plain words, as text or JSON. */
export type ErrorBody = (status: number, words: string) => { type: string; body: string };

export const textError: ErrorBody = (_status, words) => ({ type: 'text/plain; charset=utf-8', body: words });
export const jsonError: ErrorBody = (_status, words) => ({ type: 'application/json; charset=utf-8', body: JSON.stringify({ message: words, field: null }) });

/** The status's own words (`Not Found`): the whole of what an error body says. */
export const wordsFor = (status: number) => STATUS_CODES[status] ?? 'Error';

function send(reply: FastifyReply, headers: Record<string, string>, format: ErrorBody, status: number) {
  const { type, body } = format(status, wordsFor(status));
  return reply.code(status).headers(headers).type(type).send(body);
}

/** The Fastify options that catch what runs before the hooks; spread them into `Fastify({...})`. */
export function earlyErrorOptions(headers: Record<string, string>, format: ErrorBody): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors: (_error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => void send(reply, headers, format, 400),
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (!socket.writable) return socket.destroy();
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const { type, body } = format(status, wordsFor(status));
      const lines = Object.entries({ ...headers, 'content-type': type, 'content-length': String(Buffer.byteLength(body)), connection: 'close' }).map(
        ([k, v]) => `${k}: ${v}`,
      );
      socket.end(`HTTP/1.1 ${status} ${wordsFor(status)}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    },
  };
}

/**
 * 404s and errors after routing: the status Fastify chose (4xx) or 500, in plain words. The
 * headers set by the server's hooks are already on the reply; a 500 is logged.
 */
export function installSafeErrors(app: FastifyInstance, format: ErrorBody): void {
  app.setNotFoundHandler((_request, reply) => {
    const { type, body } = format(404, wordsFor(404));
    return reply.code(404).type(type).send(body);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const { type, body } = format(status, wordsFor(status));
    return reply.code(status).type(type).send(body);
  });
}
