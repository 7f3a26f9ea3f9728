/**
 * Every HTTP route of the wallet area: charges, exchanges, bank accounts, coupons, the deposit
 * bonus, money history and the back office's balance adjustment. One registration in server/app.ts,
 * which hands the plugin exactly the use-cases `walletNeeds` names (docs/architecture.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { walletRoutes } from './wallet.routes';
import { couponRoutes } from './coupon.routes';
import { depositBonusRoutes } from './deposit-bonus.routes';
import { moneyHistoryRoutes } from './money-history.routes';
import { balanceAdjustRoutes } from './balance-adjust.routes';

/** The use-cases this area's routes reach; another area's only along AREA_DEPENDS. */
export const walletNeeds = [
  'wallet',
  'coupons',
  'couponsAdmin',
  'depositBonus',
  'moneyHistory',
  'balances',
] as const satisfies readonly ServiceName[];
export type WalletDeps = AreaDeps<typeof walletNeeds>;

export const walletPlugin: FastifyPluginAsyncZod<WalletDeps> = async (app, deps) => {
  await app.register(walletRoutes, deps);
  await app.register(couponRoutes, deps);
  await app.register(depositBonusRoutes, deps);
  await app.register(moneyHistoryRoutes, deps);
  await app.register(balanceAdjustRoutes, deps);
};
