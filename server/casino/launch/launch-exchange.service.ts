/**
 * The provider's side of a launch (docs/casino-wallet.md "Launch"): it hands in the one-time
 * code from launch_url, signed with its key like every wallet call, and gets the wallet token
 * for that launch. The code is worth one exchange, within its minute and while the member's
 * login session lasts, so a launch link opened twice, late, elsewhere after the member left,
 * or by anyone without the provider's key opens nothing. Both secrets are stored hashed.
 */
import {
  casinoLaunchExchangeCallSchema,
  type CasinoLaunchExchangeAnswer,
  type CasinoWalletStatus,
} from '../../../common/contract/casino-wallet.contract';
import type { Db } from '../../platform/db/db';
import type { Clock } from '../../platform/lib/clock';
import { WalletProviders } from '../wallet/wallet-providers';
import { readJson, requestUuidOf } from '../wallet/wallet-parse';
import { hashLaunchSecret, newLaunchSecret } from './launch-token';

export interface LaunchExchangeRequest {
  providerCode: string;
  /** The body as received: the signature covers these bytes. */
  raw: Buffer;
  signature: string | undefined;
}

interface CodeRow {
  id: number;
  member_id: number;
  provider_id: number;
  code_expires_at: string | Date;
  exchanged_at: string | Date | null;
  session_ended: boolean;
}

export class CasinoLaunchExchangeService {
  private readonly providers: WalletProviders;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.providers = new WalletProviders(db, clock);
  }

  async exchange(request: LaunchExchangeRequest): Promise<CasinoLaunchExchangeAnswer> {
    const json = readJson(request.raw);
    const requestUuid = requestUuidOf(json);
    const refuse = (status: CasinoWalletStatus) => ({ status, request_uuid: requestUuid });
    const { provider, signatureOk } = await this.providers.authenticate(
      request.providerCode,
      request.raw,
      request.signature,
    );
    // Nothing is read for an unsigned call: a forged exchange cannot even use up a code.
    if (!provider || !signatureOk) return refuse('RS_ERROR_INVALID_SIGNATURE');
    const parsed = casinoLaunchExchangeCallSchema.safeParse(json);
    if (!parsed.success) return refuse('RS_ERROR_UNKNOWN');

    const now = this.clock();
    const token = newLaunchSecret();
    return this.db.transaction(async (tx) => {
      // Locked, so two exchanges of one code arriving together hand out one token.
      const [row] = await tx.query<CodeRow>(
        `SELECT l.id, l.member_id, g.provider_id, l.code_expires_at, l.exchanged_at,
                (s.ended_at IS NOT NULL) AS session_ended
           FROM casino_launches l
           JOIN sessions s ON s.id = l.session_id
           JOIN casino_games g ON g.id = l.game_id
          WHERE l.code_hash = $1
            FOR UPDATE OF l`,
        [hashLaunchSecret(parsed.data.code)],
      );
      // Unknown, another provider's, or used: the same answer, so a caller learns nothing.
      if (!row || row.provider_id !== provider.id || row.exchanged_at !== null) {
        return refuse('RS_ERROR_INVALID_TOKEN');
      }
      if (row.session_ended || new Date(row.code_expires_at).getTime() <= now.getTime()) {
        return refuse('RS_ERROR_TOKEN_EXPIRED');
      }
      await tx.query(
        'UPDATE casino_launches SET token_hash = $2, exchanged_at = $3 WHERE id = $1',
        [row.id, token.hash, now.toISOString()],
      );
      return {
        status: 'RS_OK' as const,
        request_uuid: requestUuid,
        user: String(row.member_id),
        token: token.secret,
      };
    });
  }
}
