import type { FastifyReply } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from '../../../common/i18n/errors.ko';

/** The highest status Fastify's `reply.code` accepts; spec §8 also needs 600 (IP blocked). */
const FASTIFY_MAX_STATUS = 599;

/** Sends `{ code, message }` with any status, including the spec's non-standard 600. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string = ERROR_MESSAGES[code],
): FastifyReply {
  if (status > FASTIFY_MAX_STATUS) reply.raw.statusCode = status;
  else reply.code(status);
  return reply.type('application/json; charset=utf-8').send({ code, message });
}
