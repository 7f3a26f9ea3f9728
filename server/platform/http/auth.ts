import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { Actor } from '../lib/audit.service';

/** Who a live session belongs to, as the guards hand it to the routes. */
export interface AuthContext {
  memberId: number;
  sessionId: number;
  userId: string;
  type: number;
  role: number;
  withdrawalType: number;
}

/**
 * What the guards need from the areas, wired by app.ts: the auth area answers for a token, and
 * the IP block list for an address. The platform knows neither area.
 */
export interface AuthPorts {
  sessions: { authenticate(token: string): Promise<AuthContext> };
  ipBlocks: { isBlocked(ip: string): boolean };
  /**
   * Whether the operator's staff role holds the permission of the route being served
   * (method + route URL; the path parameters say whose account a route acts on). The admin area
   * keeps the table and answers false for a route missing from it, so an admin route nobody
   * mapped is refused (fail closed).
   */
  staffAccess: {
    mayServe(
      memberId: number,
      method: string,
      url: string,
      params: Record<string, string | undefined>,
    ): Promise<boolean>;
  };
}

/** Session tokens are 32 random bytes in base64url: 43 characters (auth/session-token.ts). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; null on public routes. */
    auth: AuthContext | null;
  }
}

/** Spec §6: admin = type 1, role 10, not withdrawn; manager = type 2. */
export const ADMIN_ROLE = 10;
export const isAdmin = (a: AuthContext) =>
  a.type === 1 && a.role === ADMIN_ROLE && a.withdrawalType === 0;
export const isManager = (a: AuthContext) => a.type === 2;

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export interface AuthGuards {
  /** 401 without a live session, else the session outcome of spec §8 (555/556/406). */
  member: Guard;
  /** Identifies the caller when a valid token comes along; never refuses. */
  optional: Guard;
  admin: Guard;
  manager: Guard;
}

/**
 * The request decorator, the blocked-IP gate and the guards routes put in `onRequest`, so a
 * refused caller is answered before its body is even read.
 */
export function installAuth(app: FastifyInstance, services: AuthPorts): AuthGuards {
  app.decorateRequest('auth', null);

  // Spec §8: status 600 on every /api request from a blocked IP.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api') && services.ipBlocks.isBlocked(request.ip)) {
      throw new AppError(600, 'IP_BLOCKED');
    }
  });

  const member: Guard = async (request) => {
    const token = tokenFromHeaders(request.headers);
    if (!token) throw new AppError(401, 'UNAUTHENTICATED');
    request.auth = await services.sessions.authenticate(token);
  };
  const requiring =
    (allowed: (auth: AuthContext) => boolean): Guard =>
    async (request, reply) => {
      await member(request, reply);
      if (!allowed(request.auth!)) throw new AppError(403, 'FORBIDDEN');
    };
  return {
    member,
    optional: async (request) => {
      const token = tokenFromHeaders(request.headers);
      if (!token) return;
      request.auth = await services.sessions.authenticate(token).catch(() => null);
    },
    // One central check for every admin route: an operator, then their role's
    // permission for this very route; no area route file names a permission.
    admin: async (request, reply) => {
      await requiring(isAdmin)(request, reply);
      const url = request.routeOptions.url;
      const allowed =
        url !== undefined &&
        (await services.staffAccess.mayServe(
          request.auth!.memberId,
          request.method,
          url,
          request.params as Record<string, string | undefined>,
        ));
      if (!allowed) throw new AppError(403, 'STAFF_FORBIDDEN');
    },
    manager: requiring(isManager),
  };
}

/** The caller of a guarded route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'UNAUTHENTICATED');
  return request.auth;
}

/** The admin who acts, and from where: the audit row of every admin action records both. */
export function actorOf(request: FastifyRequest): Actor {
  return { memberId: authOf(request).memberId, ip: request.ip };
}

/**
 * The token from `X-AUTH-TOKEN` or `Authorization` (spec §7: "Bearer <token>"); a bare token is
 * accepted too. Anything not shaped like one of our tokens counts as absent.
 */
export function tokenFromHeaders(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  for (const name of ['x-auth-token', 'authorization']) {
    const value = headers[name];
    if (typeof value !== 'string') continue;
    const token = value.trim().replace(/^bearer\s+/i, '');
    if (TOKEN_PATTERN.test(token)) return token;
  }
  return null;
}
