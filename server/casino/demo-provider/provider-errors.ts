/**
 * The demo provider's refusals: `{ code, message }` with a Korean message, like the
 * site's, but its own codes and texts: the provider is another company and shares nothing of the
 * site's error handling. Its plugin answers every failure through `providerErrorHandler`.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const PROVIDER_ERROR_MESSAGES = {
  VALIDATION: '입력값이 올바르지 않습니다.',
  INVALID_LAUNCH: '게임 실행 정보가 올바르지 않습니다. 사이트에서 게임을 다시 열어주세요.',
  LAUNCH_EXPIRED: '게임 실행 시간이 만료되었습니다. 사이트에서 게임을 다시 열어주세요.',
  USER_DISABLED: '관리자에게 문의해주세요.',
  UNKNOWN_GAME: '존재하지 않는 게임입니다.',
  NO_SESSION: '게임 세션이 없거나 만료되었습니다. 게임을 다시 열어주세요.',
  WRONG_GAME: '이 세션에서 할 수 없는 게임입니다.',
  NOT_ENOUGH_MONEY: '보유머니가 부족합니다.',
  BET_REFUSED: '베팅이 거절되었습니다.',
  WALLET_UNAVAILABLE:
    '지갑 서버가 응답하지 않습니다. 베팅은 취소되었습니다. 잠시 후 다시 시도해주세요.',
  SPIN_IN_PROGRESS: '이전 스핀을 처리하고 있습니다.',
  BETTING_CLOSED: '베팅 시간이 끝났습니다.',
  INVALID_BET: '올바르지 않은 베팅입니다.',
  ROUND_NOT_FOUND: '라운드를 찾을 수 없습니다.',
  BAD_REPORT_KEY: '리포트 키가 올바르지 않습니다.',
  NOT_FOUND: '요청한 주소를 찾을 수 없습니다.',
  INTERNAL: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
} as const;

export type ProviderErrorCode = keyof typeof PROVIDER_ERROR_MESSAGES;

export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProviderErrorCode,
    message?: string,
  ) {
    super(message ?? PROVIDER_ERROR_MESSAGES[code]);
    this.name = 'ProviderError';
  }
}

function send(reply: FastifyReply, status: number, code: ProviderErrorCode, message?: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, message: message ?? PROVIDER_ERROR_MESSAGES[code] });
}

/** Bad input is a Korean 4xx; a fault is a 500 that shows no internals (the log has them). */
export function providerErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ProviderError) {
    request.log.info({ code: error.code, status: error.status }, 'provider refused');
    return send(reply, error.status, error.code, error.message);
  }
  if (hasZodFastifySchemaValidationErrors(error)) return send(reply, 400, 'VALIDATION');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(reply, status, 'VALIDATION');
  request.log.error({ err: error }, 'demo provider error');
  return send(reply, 500, 'INTERNAL');
}
