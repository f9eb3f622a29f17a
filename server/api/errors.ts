import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { wordsFor } from '../shared/safeErrors.ts';

/** A rejection the client caused; `field` names the offending input (null: the request as a whole). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly field: string | null,
    readonly reason: string,
  ) {
    super(field ? `${field}: ${reason}` : reason);
  }
}

export function sendError(reply: FastifyReply, err: ApiError): FastifyReply {
  return reply.code(err.statusCode).send({ message: err.message, field: err.field });
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

// Fastify's own errors carry codes; clients should see a field-style message instead.
const frameworkMessages: Record<string, [string | null, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['body', 'invalid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['body', 'must be a JSON object'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['body', 'too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['body', 'unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['body', 'invalid content length'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['body', 'expected multipart/form-data'],
};

function fromValidation(issues: readonly AjvIssue[]): ApiError {
  const issue = issues[0];
  if (!issue) return new ApiError(400, 'body', 'invalid');
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required') {
    const missing = String(issue.params.missingProperty ?? '');
    return new ApiError(400, path ? `${path}.${missing}` : missing, 'is required');
  }
  if (issue.keyword === 'additionalProperties') {
    // Named so the sender can see what to drop; its value (however deep) is never looked into.
    const extra = String(issue.params.additionalProperty ?? '').slice(0, 100);
    return new ApiError(400, path ? `${path}.${extra}` : extra, 'is not an accepted field');
  }
  return new ApiError(400, path || 'body', issue.message ?? 'is invalid');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validation?: AjvIssue[] }, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error.validation) return sendError(reply, fromValidation(error.validation));
    const known = error.code ? frameworkMessages[error.code] : undefined;
    if (known) {
      const status = error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 415 : (error.statusCode ?? 400);
      return sendError(reply, new ApiError(status, known[0], known[1]));
    }
    const status = error.statusCode ?? 500;
    // Fastify's own words may quote the request (a content type, a URL): the status's words instead.
    if (status >= 400 && status < 500) return sendError(reply, new ApiError(status, null, wordsFor(status)));
    request.log.error(error);
    return reply.code(500).send({ message: 'Internal server error', field: null });
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: wordsFor(404), field: null });
  });
}
