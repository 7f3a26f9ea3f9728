/**
 * user/info and user/balance (docs/casino-wallet.md): who the token's member is and
 * what they hold. A live token is required (Hub88 checks token validity on everything but wins
 * and rollbacks); an expired one still gets the member and balance with RS_ERROR_TOKEN_EXPIRED.
 */
import type { CasinoUserCall } from '../../../common/contract/casino-wallet.contract';
import type { Queryable } from '../../platform/db/db';
import { refused, type WalletOutcome } from './wallet-outcome';
import { launchByToken, launchIsLive, readMemberCash } from './wallet-records';

export async function userOf(
  q: Queryable,
  providerId: number,
  call: CasinoUserCall,
  now: Date,
): Promise<WalletOutcome> {
  const launch = await launchByToken(q, call.token);
  if (!launch || launch.provider_id !== providerId) return refused('RS_ERROR_INVALID_TOKEN');
  const cash = await readMemberCash(q, launch.member_id);
  if (!cash) return refused('RS_ERROR_INVALID_TOKEN');
  const member = { memberId: launch.member_id, balance: cash.balance };
  if (!launchIsLive(launch, now)) return refused('RS_ERROR_TOKEN_EXPIRED', member);
  return { status: 'RS_OK', ...member, nickname: cash.nickname, moved: false };
}
