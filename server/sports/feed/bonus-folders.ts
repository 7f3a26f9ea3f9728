/**
 * The Korean book's bonus-odds folders (spec §5: 3폴더 1.03, 5폴더 1.05, 7폴더 1.07):
 * pseudo-selections of book 'bonus' a slip may add once it holds that many other picks. They
 * are the site's offer, not the feed's, so the job only makes sure they exist.
 */
import type { Queryable } from '../../platform/db/db';

export const BONUS_MARKET_TYPE_ID = 9_001;
export const BONUS_MARKET_NAME = 'Bonus Odds';

export const BONUS_FOLDERS = [
  { id: '9000000003', minFolders: 3, price: 103 },
  { id: '9000000005', minFolders: 5, price: 105 },
  { id: '9000000007', minFolders: 7, price: 107 },
] as const;

export async function ensureBonusFolders(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO sports_selections (id, fixture_id, book, market_type_id, market_name, line,
                                    name, price, status, min_folders)
     SELECT u.id::bigint, NULL, 'bonus', $4, $5, NULL, u.min_folders || ' Folders', u.price, 1,
            u.min_folders
       FROM unnest($1::text[], $2::int[], $3::int[]) AS u(id, min_folders, price)
     ON CONFLICT (id) DO NOTHING`,
    [
      BONUS_FOLDERS.map((b) => b.id),
      BONUS_FOLDERS.map((b) => b.minFolders),
      BONUS_FOLDERS.map((b) => b.price),
      BONUS_MARKET_TYPE_ID,
      BONUS_MARKET_NAME,
    ],
  );
}
