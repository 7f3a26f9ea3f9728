/**
 * The game catalog members browse (/casino, /slot and their index_cx /
 * index_vinus lobbies, spec §2). Catalogs are data (casino_games, casino_providers): switched-off
 * games and providers are hidden, maintenance shows on the card ('점검중', spec §8) and is refused
 * at launch. The slots' published RTP is the one computed exactly from their reel strips.
 */
import type {
  CasinoCatalog,
  CasinoGameView,
  CasinoKind,
  CasinoLobby,
} from '../../../common/contract/casino.contract';
import { SLOT_RTP_BP } from '../../../common/domain/casino/slots/catalog';
import type { Db } from '../../platform/db/db';

/** The provider whose slots common/domain/casino/slots computes (migration 022 seeds it as id 1). */
const DEMO_PROVIDER_CODE = 'demo';

export interface CatalogFilter {
  kind: CasinoKind;
  lobby: CasinoLobby;
  providerId?: number;
  search?: string;
}

interface GameRow {
  id: number;
  provider_id: number;
  provider_name: string;
  game_code: string;
  kind: CasinoKind;
  studio: string;
  name: string;
  thumbnail: string;
  rtp_bp: number | null;
  shown_status: 'on' | 'maintenance';
}

/** `%`, `_` and `\` match themselves inside ILIKE. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Shown games of a kind in a lobby, with their provider: off games and providers hidden. */
const SHOWN = `
  FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
 WHERE g.kind = $1 AND $2 = ANY(g.lobbies) AND g.status <> 'off' AND p.status <> 'off'`;

export class CasinoCatalogService {
  constructor(private readonly db: Db) {}

  async catalog(filter: CatalogFilter): Promise<CasinoCatalog> {
    const params: unknown[] = [filter.kind, filter.lobby];
    let where = '';
    if (filter.providerId !== undefined) {
      params.push(filter.providerId);
      where += ` AND g.provider_id = $${params.length}`;
    }
    const search = filter.search?.trim();
    if (search) {
      params.push(likePattern(search));
      const n = params.length;
      where += ` AND (g.name ILIKE $${n} OR g.studio ILIKE $${n} OR g.game_code ILIKE $${n})`;
    }
    const [games, providers] = await Promise.all([
      this.db.query<GameRow>(
        `SELECT g.id, g.provider_id, p.name AS provider_name, g.game_code, g.kind, g.studio,
                g.name, g.thumbnail, g.rtp_bp,
                CASE WHEN g.status = 'maintenance' OR p.status = 'maintenance'
                     THEN 'maintenance' ELSE 'on' END AS shown_status
           ${SHOWN} ${where}
          ORDER BY p.sort_order, g.sort_order, g.id`,
        params,
      ),
      // The provider filter's options: every provider of the lobby, whatever is filtered now.
      this.db.query<{ id: number; code: string; name: string }>(
        `SELECT DISTINCT p.id, p.code, p.name, p.sort_order ${SHOWN}
          ORDER BY p.sort_order, p.id`,
        [filter.kind, filter.lobby],
      ),
    ]);
    return {
      providers: providers.map(({ id, code, name }) => ({ id, code, name })),
      games: games.map(gameView),
    };
  }

  /**
   * Publishes each demo slot's exact theoretical RTP (SLOT_RTP_BP, computed by enumerating its
   * reel cycle) into the catalog, so the lobby never shows a typed-in figure.
   * Run at start on every node; the same UPDATE twice changes nothing.
   */
  async publishSlotRtp(): Promise<void> {
    const codes = Object.keys(SLOT_RTP_BP);
    await this.db.query(
      `UPDATE casino_games g SET rtp_bp = v.rtp_bp
         FROM unnest($1::text[], $2::int[]) AS v(game_code, rtp_bp), casino_providers p
        WHERE g.game_code = v.game_code AND g.kind = 'slot' AND p.id = g.provider_id
          AND p.code = $3 AND g.rtp_bp IS DISTINCT FROM v.rtp_bp`,
      [codes, codes.map((code) => SLOT_RTP_BP[code]), DEMO_PROVIDER_CODE],
    );
  }
}

function gameView(row: GameRow): CasinoGameView {
  return {
    id: row.id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    gameCode: row.game_code,
    kind: row.kind,
    studio: row.studio,
    name: row.name,
    thumbnail: row.thumbnail,
    rtpBp: row.rtp_bp,
    status: row.shown_status,
  };
}
