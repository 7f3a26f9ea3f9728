import type { Bus } from '../platform/bus/bus';
import type { Db, Queryable } from '../platform/db/db';

export interface BlockedIp {
  ip: string;
  reason: string;
  createdAt: string;
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) and `1.2.3.4` are the same client. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * Blocked IPs (spec §8 status 600), checked on every /api request, so they live in memory;
 * a change on any node makes every node reload the set.
 */
export class IpBlockService {
  private blocked = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
  ) {
    bus.subscribe('cache.invalidate', ({ cache }) => {
      if (cache === 'blockedIps') void this.load().catch(() => {});
    });
  }

  isBlocked(ip: string): boolean {
    return this.blocked.size > 0 && this.blocked.has(normaliseIp(ip));
  }

  async load(): Promise<void> {
    const rows = await this.db.query<{ ip: string }>('SELECT ip FROM blocked_ips');
    this.blocked = new Set(rows.map((row) => row.ip));
  }

  async list(q: Queryable = this.db): Promise<BlockedIp[]> {
    return q.query<BlockedIp>(
      `SELECT ip, reason, created_at AS "createdAt" FROM blocked_ips ORDER BY created_at DESC, ip`,
    );
  }

  /** Returns the row before the change (null when the IP was not blocked). */
  async add(tx: Queryable, ip: string, reason: string, actorId: number): Promise<BlockedIp | null> {
    const before = await this.find(tx, ip);
    await tx.query(
      `INSERT INTO blocked_ips (ip, reason, created_by) VALUES ($1, $2, $3)
       ON CONFLICT (ip) DO UPDATE SET reason = EXCLUDED.reason`,
      [normaliseIp(ip), reason, actorId],
    );
    return before;
  }

  async remove(tx: Queryable, ip: string): Promise<BlockedIp | null> {
    const before = await this.find(tx, ip);
    await tx.query('DELETE FROM blocked_ips WHERE ip = $1', [normaliseIp(ip)]);
    return before;
  }

  async find(q: Queryable, ip: string): Promise<BlockedIp | null> {
    const rows = await q.query<BlockedIp>(
      `SELECT ip, reason, created_at AS "createdAt" FROM blocked_ips WHERE ip = $1`,
      [normaliseIp(ip)],
    );
    return rows[0] ?? null;
  }

  /** After commit. */
  async announce(): Promise<void> {
    await this.load();
    this.bus.publish('cache.invalidate', { cache: 'blockedIps' });
  }
}
