import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorCode } from '../../../common/i18n/errors.ko';
import { AppError } from '../lib/app-error';
import { RetryLaterError } from '../lib/retry-later';
import { sendError } from './send-error';

/** Fastify's own 4xx errors (body parsing, limits) and the code we answer them with. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** `입력값이 올바르지 않습니다. (userId, phone)`: which fields, never the raw zod text. */
function validationMessage(paths: string[]): string {
  const fields = [...new Set(paths.map((p) => p.replace(/^\//, '').replace(/\//g, '.')))]
    .filter((field) => field !== '')
    .slice(0, 5);
  return fields.length > 0
    ? `${ERROR_MESSAGES.VALIDATION} (${fields.join(', ')})`
    : ERROR_MESSAGES.VALIDATION;
}

/**
 * One error path for the whole app (docs/architecture.md §4): every failure is `{ code, message }` in
 * Korean with the right status; bad input is never a 5xx; a 5xx shows no internals (they go to
 * the log only).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // An AppError is a refusal raised on purpose (401, 4xx rules, the 555/556 session outcomes,
      // 503 maintenance, 600 blocked IP): an expected answer, not a fault, so one info line with
      // its code and no stack. Only a use-case declaring an internal failure (500) is an error.
      if (error.status === 500) {
        request.log.error({ err: error }, 'app error');
      } else {
        request.log.info({ code: error.code, status: error.status }, 'refused');
      }
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSec);
      return sendError(reply, error.status, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      request.log.info({ code: 'VALIDATION', status: 400 }, 'refused');
      const paths = error.validation.map((issue) => issue.instancePath);
      return sendError(reply, 400, 'VALIDATION', validationMessage(paths));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match contract',
      );
      return sendError(reply, 500, 'INTERNAL');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return sendError(reply, status, CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'INTERNAL');
  });
}
