/**
 * What every part of the demo provider works with: its own database handle (the same database,
 * its own tables), its clock, its wallet client and book, its tables' stream and its report key.
 * It never sees the site's services or route deps (another company).
 */
import type { Db } from '../../platform/db/db';
import type { Clock } from '../../platform/lib/clock';
import type { TableFeed } from './table-feed';
import type { WalletClient } from './wallet-client';

export interface ProviderContext {
  db: Db;
  clock: Clock;
  wallet: WalletClient;
  feed: TableFeed;
  /** The daily report's key (DATA_DIR), read once. */
  reportKey: () => Promise<string>;
}
