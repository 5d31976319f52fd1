import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes, type ErrorCode } from '@openlobby/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorEnvelope, requestLanguage } from '../lib/envelope';
import { AppError, errorCodeForStatus, httpStatusOf } from '../lib/errors';
import { redactedUrl } from '../lib/log-redaction';
import { REQUEST_ID_HEADER } from '../lib/request-id';

/** Fastify's own errors (bad JSON, body too large, ...) carry the status they deserve. */
function statusCodeOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

type ValidationItem = { message?: string; instancePath?: string };

/**
 * A schema check that names its own error code in its message (the contract's `text()`
 * answers TEXT_CONTROL_CHARACTERS) is answered with that code and the field it refused;
 * any other refusal is the generic VALIDATION_FAILED.
 */
function codedRefusal(items: readonly ValidationItem[]) {
  for (const item of items) {
    if ((errorCodes as readonly string[]).includes(item.message ?? '')) {
      const field = (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      return { code: item.message as ErrorCode, field };
    }
  }
  return null;
}

/**
 * Errors Fastify raises before a route is found (a malformed percent-encoding, a path
 * parameter over its maximum length): the error handler never sees them, so Fastify's
 * `frameworkErrors` option sends them here, answered in the envelope like any refusal.
 */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = statusCodeOf(error);
  request.log.info({ err: error, status }, 'request refused by the router');
  // No route means no hooks: the request id observability.ts adds elsewhere is added here.
  void reply
    .code(status)
    .header(REQUEST_ID_HEADER, request.id)
    .send({
      ...errorEnvelope(errorCodeForStatus(status), requestLanguage(request)),
      requestId: request.id,
    });
}

/**
 * The one error handler. Errors a caller caused become the error envelope with a message in
 * their language; anything else is logged with the request's context and answered with a
 * generic INTERNAL_ERROR that never carries the error's own text.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const language = requestLanguage(request);
      if (error instanceof AppError && error.errorCode !== 'INTERNAL_ERROR') {
        request.log.info({ errorCode: error.errorCode, detail: error.message }, 'request refused');
        const wait = error.value?.['retryAfterSeconds'];
        if (typeof wait === 'number') void reply.header('retry-after', String(wait));
        return reply
          .code(error.statusCode)
          .send(errorEnvelope(error.errorCode, language, error.value));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // Which fields failed goes to the log; only a coded refusal names its field.
        request.log.info({ validation: error.validation }, 'validation failed');
        const coded = codedRefusal(error.validation);
        if (coded) {
          return reply
            .code(httpStatusOf(coded.code))
            .send(errorEnvelope(coded.code, language, { field: coded.field }));
        }
        return reply.code(400).send(errorEnvelope('VALIDATION_FAILED', language));
      }
      const status = statusCodeOf(error);
      if (status >= 400 && status < 500) {
        request.log.info({ err: error, status }, 'request refused by the framework');
        return reply.code(status).send(errorEnvelope(errorCodeForStatus(status), language));
      }
      request.log.error(
        { err: error, method: request.method, url: redactedUrl(request.url) },
        'request failed',
      );
      return reply.code(500).send(errorEnvelope('INTERNAL_ERROR', language));
    });
  },
  { name: 'error-handler' },
);
