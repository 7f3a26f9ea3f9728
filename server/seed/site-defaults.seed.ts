import type { Db } from '../platform/db/db';
import { DEFAULT_SETTINGS } from '../content/settings.service';
import { seedMinigameSettings } from '../minigame/minigame-settings.defaults';

/**
 * What every site needs before its first request, demo or production: the spec §3
 * settings and the minigame settings of every catalog game. No accounts, no money, no content.
 * Runs on every start and only fills what is missing, so an operator's edits always survive.
 */
export async function seedSiteDefaults(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
      await tx.query(
        `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`,
        [key, JSON.stringify(value)],
      );
    }
    await seedMinigameSettings(tx);
  });
}
