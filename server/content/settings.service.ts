import type { AdminSettings } from '../../common/contract/admin.contract';
import type { Bus } from '../platform/bus/bus';
import type { Db, Queryable } from '../platform/db/db';
import type { Realtime } from '../platform/sse/realtime';

/** Spec §3 settings with the values a fresh site starts with. */
export const DEFAULT_SETTINGS: AdminSettings = {
  siteNoticeFlg: false,
  joinStartEndFlg: false,
  autoLogoutMin: 60,
};
const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof AdminSettings)[];

/**
 * Site settings, kept in memory because the maintenance flag is read on every navigation and
 * autoLogoutMin on every authenticated request. Any node that changes them tells the others
 * over the bus to reload.
 */
export class SettingsService {
  private cached: AdminSettings = { ...DEFAULT_SETTINGS };

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly realtime: Realtime,
  ) {
    bus.subscribe('cache.invalidate', ({ cache }) => {
      if (cache === 'settings') void this.load().catch(() => {});
    });
  }

  current(): AdminSettings {
    return { ...this.cached };
  }

  async load(): Promise<AdminSettings> {
    this.cached = await readSettings(this.db);
    return this.current();
  }

  /** Writes a patch in `tx`; returns the settings before and after for the audit row. */
  async update(
    tx: Queryable,
    patch: Partial<AdminSettings>,
  ): Promise<{ before: AdminSettings; after: AdminSettings }> {
    const before = await readSettings(tx, true);
    for (const key of SETTING_KEYS) {
      if (patch[key] === undefined) continue;
      await writeSetting(tx, key, patch[key]);
    }
    return { before, after: { ...before, ...definedOnly(patch) } };
  }

  /** After commit: refresh every node's cache and tell clients what changed (spec §4). */
  async announce(before: AdminSettings, after: AdminSettings): Promise<void> {
    await this.load();
    this.bus.publish('cache.invalidate', { cache: 'settings' });
    if (before.siteNoticeFlg !== after.siteNoticeFlg) {
      this.realtime.broadcast({ type: 'maintenance', siteNoticeFlg: after.siteNoticeFlg });
    }
    if (before.joinStartEndFlg !== after.joinStartEndFlg) {
      this.realtime.broadcast({ type: 'signUp', joinStartEndFlg: after.joinStartEndFlg });
    }
    if (before.autoLogoutMin !== after.autoLogoutMin) {
      this.realtime.broadcast({ type: 'autoLogout', autoLogoutMin: after.autoLogoutMin });
    }
  }
}

function definedOnly<T extends object>(patch: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function readSettings(q: Queryable, forUpdate = false): Promise<AdminSettings> {
  const rows = await q.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM settings WHERE key = ANY($1::text[])${forUpdate ? ' FOR UPDATE' : ''}`,
    [SETTING_KEYS],
  );
  const settings = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (key === 'autoLogoutMin' && typeof value === 'number') settings.autoLogoutMin = value;
    if (key === 'siteNoticeFlg' && typeof value === 'boolean') settings.siteNoticeFlg = value;
    if (key === 'joinStartEndFlg' && typeof value === 'boolean') settings.joinStartEndFlg = value;
  }
  return settings;
}

export async function writeSetting(q: Queryable, key: string, value: unknown): Promise<void> {
  await q.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}
