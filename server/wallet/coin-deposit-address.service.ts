import {
  isCoinChargeType,
  type AdminCoinDepositAddressList,
  type CoinDepositAddress,
  type CoinDepositAddressBody,
} from '../../common/contract/wallet.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';

const COLUMNS = `charge_type AS "chargeType", address, network`;

/** Operators' deposit wallet per coin charge type, audited. */
export class CoinDepositAddressService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** What members are shown: configured types only, in charge-type order. */
  async list(q: Queryable = this.db): Promise<CoinDepositAddress[]> {
    return q.query<CoinDepositAddress>(
      `SELECT ${COLUMNS} FROM coin_deposit_addresses ORDER BY charge_type`,
    );
  }

  async adminList(): Promise<AdminCoinDepositAddressList> {
    const rows = await this.db.query<{ updatedAt: string | Date } & CoinDepositAddress>(
      `SELECT ${COLUMNS}, updated_at AS "updatedAt" FROM coin_deposit_addresses
        ORDER BY charge_type`,
    );
    return {
      addresses: rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() })),
    };
  }

  /** The address a coin charge of this type pays to, or `null` when none is configured. */
  async forType(q: Queryable, chargeType: number): Promise<CoinDepositAddress | null> {
    const [row] = await q.query<CoinDepositAddress>(
      `SELECT ${COLUMNS} FROM coin_deposit_addresses WHERE charge_type = $1`,
      [chargeType],
    );
    return row ?? null;
  }

  async set(actor: Actor, chargeType: number, body: CoinDepositAddressBody) {
    assertCoinType(chargeType);
    await this.db.transaction(async (tx) => {
      const before = await this.forType(tx, chargeType);
      await tx.query(
        `INSERT INTO coin_deposit_addresses (charge_type, address, network, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (charge_type) DO UPDATE
           SET address = EXCLUDED.address, network = EXCLUDED.network,
               updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [chargeType, body.address, body.network, this.clock().toISOString(), actor.memberId],
      );
      await writeAudit(tx, actor, {
        action: 'wallet.coin-address.set',
        target: `charge-type:${chargeType}`,
        before,
        after: { chargeType, address: body.address, network: body.network },
      });
    });
    return this.adminList();
  }

  /** Removing the address closes that coin type to new charges (pending ones stay decidable). */
  async clear(actor: Actor, chargeType: number) {
    assertCoinType(chargeType);
    await this.db.transaction(async (tx) => {
      const before = await this.forType(tx, chargeType);
      if (!before) return;
      await tx.query('DELETE FROM coin_deposit_addresses WHERE charge_type = $1', [chargeType]);
      await writeAudit(tx, actor, {
        action: 'wallet.coin-address.clear',
        target: `charge-type:${chargeType}`,
        before,
        after: null,
      });
    });
    return this.adminList();
  }
}

function assertCoinType(chargeType: number): void {
  if (!isCoinChargeType(chargeType)) throw new AppError(400, 'COIN_CHARGE_TYPE_INVALID');
}
