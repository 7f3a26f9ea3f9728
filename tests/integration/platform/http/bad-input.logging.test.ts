/**
 * What the log says about refusals and failures: a refusal (401, 555/556, 600, bad
 * input) is an expected answer — one info line with its code, no stack; a failing statement is
 * an error, logged with its SQL text and SQLSTATE but never the values it was given (a member's
 * phone number reached the log through PGlite's `params` and PostgreSQL's `where`).
 */
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../../../server/platform/db/db';
import { installAuth } from '../../../../server/platform/http/auth';
import { installErrorHandling } from '../../../../server/platform/http/error-handler';
import { AppError } from '../../../../server/platform/lib/app-error';
import type { Services } from '../../../../server/services';
import { textSchema } from '../../../../common/contract/common.contract';
import { closeTestDb, dbTargets, openTestDb } from '../../helpers/test-db';

const PHONE = '01055551234';
const TOKEN = 'a'.repeat(43);

type LogLine = {
  level: number;
  msg: string;
  code?: string;
  status?: number;
  err?: Record<string, unknown>;
};

describe.each(dbTargets)('logging of refusals and failures on %s', (target) => {
  let db: Db;
  let app: FastifyInstance;
  const lines: LogLine[] = [];
  let blocked = false;

  beforeAll(async () => {
    db = await openTestDb(target);
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    app = Fastify({
      loggerInstance: logger,
      disableRequestLogging: true,
    }) as unknown as FastifyInstance;
    installErrorHandling(app);
    // The real guards, over a session service whose every token was replaced elsewhere (555).
    const services = {
      ipBlocks: { isBlocked: () => blocked },
      sessions: {
        authenticate: async () => {
          throw new AppError(555, 'SESSION_REPLACED');
        },
      },
    } as unknown as Services;
    const guards = installAuth(app, services);
    app.get('/api/guarded', { onRequest: guards.member }, async () => ({ ok: true }));
    app.get('/api/ended', async () => {
      throw new AppError(556, 'SESSION_ENDED');
    });
    app.post(
      '/api/text',
      { schema: { body: z.object({ name: textSchema({ max: 10 }) }) } },
      async () => ({ ok: true }),
    );
    // A statement PostgreSQL refuses, with a phone number among its values.
    app.post('/api/lookup', async () => db.query('SELECT $1::uuid AS n', [PHONE]));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await closeTestDb(db);
  });

  const answer = async (request: InjectOptions) => {
    lines.length = 0;
    const response = await app.inject(request);
    return { status: response.statusCode, logged: [...lines] };
  };

  it('logs 401, 555, 556 and 600 at info with their code and no stack', async () => {
    const cases = [
      [{ method: 'GET', url: '/api/guarded' }, 401, 'UNAUTHENTICATED'],
      [
        { method: 'GET', url: '/api/guarded', headers: { 'x-auth-token': TOKEN } },
        555,
        'SESSION_REPLACED',
      ],
      [{ method: 'GET', url: '/api/ended' }, 556, 'SESSION_ENDED'],
    ] as const;
    for (const [request, status, code] of cases) {
      const result = await answer(request);
      expect(result.status, code).toBe(status);
      expect(result.logged, code).toEqual([expect.objectContaining({ level: 30, code, status })]);
      expect(JSON.stringify(result.logged), code).not.toMatch(/stack|"err"/);
    }
    blocked = true;
    try {
      const result = await answer({ method: 'GET', url: '/api/guarded' });
      expect(result.status).toBe(600);
      expect(result.logged).toEqual([expect.objectContaining({ level: 30, code: 'IP_BLOCKED' })]);
    } finally {
      blocked = false;
    }
  });

  it('logs a refused text at info, without the text', async () => {
    const result = await answer({
      method: 'POST',
      url: '/api/text',
      payload: { name: `a\u0000${PHONE}` },
    });
    expect(result.status).toBe(400);
    expect(result.logged).toEqual([expect.objectContaining({ level: 30, code: 'VALIDATION' })]);
    expect(JSON.stringify(result.logged)).not.toContain(PHONE);
  });

  it('logs a failing statement as an error with its SQL and code, never its values', async () => {
    const result = await answer({ method: 'POST', url: '/api/lookup' });
    expect(result.status).toBe(500);
    expect(result.logged).toHaveLength(1);
    const [line] = result.logged;
    expect(line).toMatchObject({ level: 50 });
    expect(line!.err).toMatchObject({ code: '22P02', query: 'SELECT $1::uuid AS n' });
    expect(JSON.stringify(line)).not.toContain(PHONE);
    expect(JSON.stringify(line)).not.toContain(PHONE.slice(3));
  });
});
