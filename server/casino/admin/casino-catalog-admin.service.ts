/**
 * The operator's switches on providers and games (enable, maintenance,
 * order, RTP shown). The launch and every wallet bet read these columns (casino-access.ts), so a
 * change holds from the next launch or bet on; each change is audited in its own transaction.
 */
import type {
  AdminCasinoCatalog,
  AdminCasinoSwitchBody,
} from '../../../common/contract/casino-admin.contract';
import type { Db } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';

type Switch = AdminCasinoSwitchBody['status'];

export class CasinoCatalogAdminService {
  constructor(private readonly db: Db) {}

  /** Every provider and game, off ones included, in the lobbies' order. */
  async catalog(): Promise<AdminCasinoCatalog> {
    const [providers, games] = await Promise.all([
      this.db.query<AdminCasinoCatalog['providers'][number]>(
        `SELECT p.id, p.code, p.name, p.status, p.sort_order AS "sortOrder",
                (SELECT count(*)::int FROM casino_games g WHERE g.provider_id = p.id) AS "gameCount"
           FROM casino_providers p ORDER BY p.sort_order, p.id`,
      ),
      this.db.query<AdminCasinoCatalog['games'][number]>(
        `SELECT g.id, g.provider_id AS "providerId", p.name AS "providerName",
                g.game_code AS "gameCode", g.kind, g.studio, g.name, g.lobbies,
                g.rtp_bp AS "rtpBp", g.status, g.sort_order AS "sortOrder"
           FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
          ORDER BY p.sort_order, g.provider_id, g.kind, g.sort_order, g.id`,
      ),
    ]);
    return { providers, games };
  }

  async updateProvider(actor: Actor, id: number, body: AdminCasinoSwitchBody) {
    await this.update(actor, 'casino_providers', 'casinoProvider', id, body);
    return this.catalog();
  }

  async updateGame(actor: Actor, id: number, body: AdminCasinoSwitchBody) {
    await this.update(actor, 'casino_games', 'casinoGame', id, body);
    return this.catalog();
  }

  private async update(
    actor: Actor,
    table: 'casino_providers' | 'casino_games',
    target: 'casinoProvider' | 'casinoGame',
    id: number,
    body: AdminCasinoSwitchBody,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ status: Switch; sort_order: number }>(
        `SELECT status, sort_order FROM ${table} WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) {
        throw new AppError(
          404,
          table === 'casino_games' ? 'CASINO_GAME_NOT_FOUND' : 'CASINO_PROVIDER_NOT_FOUND',
        );
      }
      await tx.query(`UPDATE ${table} SET status = $2, sort_order = $3 WHERE id = $1`, [
        id,
        body.status,
        body.sortOrder,
      ]);
      await writeAudit(tx, actor, {
        action: `${target}.update`,
        target: `${target === 'casinoGame' ? 'casino-game' : 'casino-provider'}:${id}`,
        before: { status: before.status, sortOrder: before.sort_order },
        after: body,
      });
    });
  }
}
