// One error handler: every failure answers the contract's errorBody in the caller's language, with a
// 4xx status for the client's faults. Only real bugs answer 500 (and are logged as errors).
import { formatMessage, isMessageKey, type MessageKey } from '@portal/contract';
import type { ErrorBody } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiError } from '../http/api-error.ts';
import { requestLanguage } from '../http/language.ts';

const FASTIFY_CODES: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'http.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'http.unsupportedMediaType'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'http.tooLarge'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'http.badRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'http.badJson'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'http.badJson'],
  FST_ERR_BAD_URL: [400, 'http.badRequest'],
};

interface ZodIssueLike {
  code?: string;
  message?: string;
  maximum?: number | bigint;
  input?: unknown;
  origin?: string;
}

function fieldMessage(issue: ZodIssueLike): [MessageKey, Record<string, string | number>] {
  if (issue.code === 'invalid_type' && issue.input === undefined) return ['field.required', {}];
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.input === '') {
    return ['field.required', {}];
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return ['field.tooLong', { max: Number(issue.maximum ?? 0) }];
  }
  return ['field.invalid', {}];
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  extra: {
    params?: Record<string, string | number>;
    error?: string;
    fields?: Record<string, string>;
  } = {},
): FastifyReply {
  const msg = formatMessage(requestLanguage(req), key, extra.params);
  const body: ErrorBody = {
    code: status,
    msg,
    error_description: msg,
    ...(extra.error ? { error: extra.error } : {}),
    ...(extra.fields ? { data: { fields: extra.fields } } : {}),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = requestLanguage(req);

    if (isApiError(err)) {
      const { params, error, fields, headers } = err.options;
      if (headers) reply.headers(headers);
      const translated = fields
        ? Object.fromEntries(
            Object.entries(fields).map(([name, key]) => [name, formatMessage(lang, key)]),
          )
        : undefined;
      if (err.status >= 500) req.log.error({ err }, 'server error');
      return sendError(req, reply, err.status, err.key, {
        ...(params ? { params } : {}),
        ...(error ? { error } : {}),
        ...(translated ? { fields: translated } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const issue: ZodIssueLike = { ...v.params, code: v.keyword };
        const name = v.instancePath.split('/').filter(Boolean).join('.') || '_';
        // Contract schemas name their rule in the issue message (quote.amountRange): say that.
        // A rule's message may name its bound ({{max}}: repairQuote.monthsRange).
        const bound: Record<string, number> =
          issue.maximum === undefined ? {} : { max: Number(issue.maximum) };
        const [key, params] = isMessageKey(v.message) ? [v.message, bound] : fieldMessage(issue);
        fields[name] ??= formatMessage(lang, key, params);
      }
      return sendError(req, reply, 400, 'http.badRequest', { error: 'invalid_request', fields });
    }

    // PostgreSQL's class 22, data exception (a NUL byte in a text, a number out of range): the
    // input's fault, whichever route let it through to the database.
    if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code)) {
      req.log.warn({ code: err.code }, 'database refused the input');
      return sendError(req, reply, 400, 'http.badRequest');
    }

    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (mapped) return sendError(req, reply, mapped[0], mapped[1]);
    if (err instanceof SyntaxError) return sendError(req, reply, 400, 'http.badJson');

    const status = err.statusCode ?? 500;
    if (status === 404) return sendError(req, reply, 404, 'http.notFound');
    if (status === 429) return sendError(req, reply, 429, 'http.tooManyRequests');
    if (status >= 400 && status < 500) {
      return sendError(req, reply, status, 'http.badRequest');
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 500, 'http.server');
  });
}
