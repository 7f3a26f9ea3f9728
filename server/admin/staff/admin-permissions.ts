import type { StaffPermission } from '../../../common/contract/staff.contract';

/** Any operator may call it: what the admin screens need about the operator themself. */
export const ANY_OPERATOR = 'operator' as const;
export type RoutePermission = StaffPermission | typeof ANY_OPERATOR;

/**
 * The permission each admin route needs, keyed by method and
 * route URL exactly as Fastify registers them (request.routeOptions.url). One line per route;
 * the admin guard refuses a route missing here (fail closed), and
 * tests/integration/admin/permissions.test.ts fails for any admin route missing here. Why each
 * permission sits where it does: docs/staff-permissions.md.
 */
export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, RoutePermission>> = {
  // Staff (server/admin/staff)
  'GET /api/admin/staff/me': ANY_OPERATOR,
  // The whole OpenAPI document, back office included (server/platform/http/docs.ts).
  'GET /api/admin/docs': ANY_OPERATOR,
  'GET /api/admin/staff': 'staff.manage',
  'POST /api/admin/staff': 'staff.manage',
  'PATCH /api/admin/staff/:id': 'staff.manage',

  // Security and the audit log (server/admin)
  'GET /api/admin/audit': 'audit.read',
  'GET /api/admin/blocked-ips': 'security.manage',
  'POST /api/admin/blocked-ips': 'security.manage',
  'DELETE /api/admin/blocked-ips/:ip': 'security.manage',

  // Reports: the site's figures, per product, member and agent subtree (server/reports)
  'GET /api/admin/reports/summary': 'reports.read',
  'GET /api/admin/reports/items': 'reports.read',
  'GET /api/admin/reports/members/:id': 'reports.read',
  'GET /api/admin/reports/agents/:id': 'reports.read',
  'GET /api/admin/reports/export': 'reports.read',

  // Site settings (server/admin)
  'GET /api/admin/settings': 'settings.manage',
  'PATCH /api/admin/settings': 'settings.manage',

  // Members (server/admin, server/wallet, server/casino, server/responsible)
  'GET /api/admin/members': 'members.read',
  'GET /api/admin/members/:id/money-history': 'members.read',
  'GET /api/admin/members/:id/responsible': 'members.read',
  'GET /api/admin/casino/members/:id/flags': 'members.read',
  'GET /api/admin/members/agents': 'members.read',
  'GET /api/admin/members/:id': 'members.read',
  'GET /api/admin/members/:id/logins': 'members.read',
  'GET /api/admin/members/:id/shared-logins': 'members.read',
  'PUT /api/admin/members/:id/profile': 'members.manage',
  'POST /api/admin/members/:id/block': 'members.manage',
  'POST /api/admin/members/:id/force-logout': 'members.manage',
  'POST /api/admin/members/:id/reset-password': 'members.manage',
  'PUT /api/admin/casino/members/:id/flags': 'members.manage',
  'POST /api/admin/members/:id/balance': 'members.balance',

  // Charges and exchanges (server/wallet)
  'GET /api/admin/wallet/requests': 'money.requests',
  'POST /api/admin/wallet/requests/:id/approve': 'money.requests',
  'POST /api/admin/wallet/requests/:id/reject': 'money.requests',
  'GET /api/admin/wallet/coin-addresses': 'money.requests',
  'PUT /api/admin/wallet/coin-addresses/:chargeType': 'money.requests',
  'DELETE /api/admin/wallet/coin-addresses/:chargeType': 'money.requests',
  // The withdrawal account a member registers: the operator who pays checks its changes.
  'GET /api/admin/wallet/members/:id/bank-account': 'money.requests',
  'GET /api/admin/wallet/bank-account-changes': 'money.requests',
  'POST /api/admin/wallet/bank-account-changes/:id/approve': 'money.requests',
  'POST /api/admin/wallet/bank-account-changes/:id/reject': 'money.requests',

  // Promotions that pay money or points (server/wallet, server/community)
  'GET /api/admin/coupons': 'money.promotions',
  'POST /api/admin/coupons': 'money.promotions',
  'POST /api/admin/coupons/:id/revoke': 'money.promotions',
  'POST /api/admin/coupon-issues/:id/revoke': 'money.promotions',
  'GET /api/admin/deposit-bonus': 'money.promotions',
  'PUT /api/admin/deposit-bonus': 'money.promotions',
  'GET /api/admin/attendance/rewards': 'money.promotions',
  'PUT /api/admin/attendance/rewards': 'money.promotions',

  // Rolling (server/rolling)
  'GET /api/admin/rolling/rates': 'rolling.manage',
  'PUT /api/admin/rolling/rates/:memberId': 'rolling.manage',
  'GET /api/admin/rolling/requests': 'rolling.manage',
  'POST /api/admin/rolling/requests/:id/approve': 'rolling.manage',
  'POST /api/admin/rolling/requests/:id/reject': 'rolling.manage',
  'GET /api/admin/rolling/event-rewards': 'rolling.manage',
  'POST /api/admin/rolling/event-rewards': 'rolling.manage',
  'POST /api/admin/rolling/event-rewards/:id/cancel': 'rolling.manage',

  // Customer service: tickets and messages (server/community, server/admin)
  'GET /api/admin/customer/tickets': 'support',
  'GET /api/admin/customer/tickets/:id': 'support',
  'POST /api/admin/customer/tickets/:id/reply': 'support',
  'POST /api/admin/customer/tickets/:id/close': 'support',
  'POST /api/admin/messages': 'support',
  'POST /api/admin/messages/broadcast': 'support',

  // Responsible gambling (server/responsible)
  'GET /api/admin/responsible/limit-hits': 'responsible.manage',
  'POST /api/admin/members/:id/responsible/time-out': 'responsible.manage',

  // Content: pop-ups, events, rules, live TV, board moderation (server/admin, server/content,
  // server/community)
  'GET /api/admin/popups': 'content.manage',
  'POST /api/admin/popups': 'content.manage',
  'PUT /api/admin/popups/:id': 'content.manage',
  'DELETE /api/admin/popups/:id': 'content.manage',
  'GET /api/admin/events': 'content.manage',
  'POST /api/admin/events': 'content.manage',
  'PUT /api/admin/events/:id': 'content.manage',
  'DELETE /api/admin/events/:id': 'content.manage',
  'GET /api/admin/rules': 'content.manage',
  'POST /api/admin/rules': 'content.manage',
  'PUT /api/admin/rules/order': 'content.manage',
  'PUT /api/admin/rules/:id': 'content.manage',
  'DELETE /api/admin/rules/:id': 'content.manage',
  'GET /api/admin/livetv': 'content.manage',
  'PUT /api/admin/livetv': 'content.manage',
  'GET /api/admin/board/posts': 'content.manage',
  'POST /api/admin/board/posts/:id/hide': 'content.manage',
  'POST /api/admin/board/comments/:id/hide': 'content.manage',
  'POST /api/admin/board/bans': 'content.manage',

  // Trading: sports (server/sports/admin)
  'GET /api/admin/sports/bets': 'sports.manage',
  'POST /api/admin/sports/bets/:id/void': 'sports.manage',
  'GET /api/admin/sports/fixtures/:fixtureId/markets': 'sports.manage',
  'POST /api/admin/sports/markets/suspend': 'sports.manage',
  'POST /api/admin/sports/selections/:selectionId/resettle': 'sports.manage',
  'GET /api/admin/sports/limits': 'sports.manage',
  'PUT /api/admin/sports/limits': 'sports.manage',

  // Trading: minigames (server/minigame)
  'GET /api/admin/minigame/settings': 'minigame.manage',
  'PUT /api/admin/minigame/settings/:gameId': 'minigame.manage',
  'GET /api/admin/minigame/rounds': 'minigame.manage',
  'GET /api/admin/minigame/rounds/:gameId/:roundId/bets': 'minigame.manage',
  'POST /api/admin/minigame/rounds/:gameId/:roundId/cancel': 'minigame.manage',

  // Trading: casino catalogue and its desk (server/casino)
  'GET /api/admin/casino/catalog': 'casino.manage',
  'PUT /api/admin/casino/providers/:id': 'casino.manage',
  'PUT /api/admin/casino/games/:id': 'casino.manage',
  'GET /api/admin/casino/rounds': 'casino.manage',
  'GET /api/admin/casino/calls': 'casino.manage',
  'GET /api/admin/casino/transactions': 'casino.manage',
  'GET /api/admin/casino/reconciliation': 'casino.manage',
  'GET /api/admin/casino/stuck-rounds': 'casino.manage',
  'POST /api/admin/casino/stuck-rounds/:id/settle': 'casino.manage',
  'POST /api/admin/casino/stuck-rounds/:id/rollback': 'casino.manage',

  // Trading: tournaments (server/tournament)
  'GET /api/admin/tournaments': 'tournaments.manage',
  'POST /api/admin/tournaments': 'tournaments.manage',
  'PUT /api/admin/tournaments/:id': 'tournaments.manage',
  'POST /api/admin/tournaments/:id/cancel': 'tournaments.manage',
  'GET /api/admin/tournaments/:id/board': 'tournaments.manage',
  'GET /api/admin/tournaments/:id/payouts': 'tournaments.manage',
};

/**
 * Routes that act on one member's account, by the path parameter naming it. Aimed at an
 * operator's account they also need staff.manage: otherwise a customer-service operator could
 * reset the super admin's password and log in as them (operators are the super
 * admin's to manage).
 */
export const MEMBER_TARGET_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/admin/members/:id/block': 'id',
  'POST /api/admin/members/:id/force-logout': 'id',
  'POST /api/admin/members/:id/reset-password': 'id',
  'POST /api/admin/members/:id/balance': 'id',
  'PUT /api/admin/members/:id/profile': 'id',
  'PUT /api/admin/casino/members/:id/flags': 'id',
  'POST /api/admin/members/:id/responsible/time-out': 'id',
};

/** The path parameter naming the member a route acts on, if it acts on one. */
export function memberTargetParam(method: string, url: string): string | undefined {
  const key = `${method} ${url}`;
  return Object.hasOwn(MEMBER_TARGET_ROUTES, key) ? MEMBER_TARGET_ROUTES[key] : undefined;
}

/** The permission a route needs; undefined for a route missing from the table (refused). */
export function permissionOfRoute(method: string, url: string): RoutePermission | undefined {
  // A HEAD request is served by its GET route (Fastify's exposeHeadRoutes).
  const verb = method === 'HEAD' ? 'GET' : method;
  const key = `${verb} ${url}`;
  return Object.hasOwn(ADMIN_ROUTE_PERMISSIONS, key) ? ADMIN_ROUTE_PERMISSIONS[key] : undefined;
}
