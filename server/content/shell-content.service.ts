import type { MessengerEntry } from '../../common/contract/settings.contract';
import type { Db } from '../platform/db/db';

/** The shell's read-only lists: the news ticker and messenger contacts (spec §7). */
export class ShellContentService {
  constructor(private readonly db: Db) {}

  newsLinks(): Promise<{ id: number; contents: string }[]> {
    return this.db.query('SELECT id, contents FROM news_links ORDER BY sort_order, id');
  }

  messengers(): Promise<MessengerEntry[]> {
    return this.db.query<MessengerEntry>(
      `SELECT id, name, account, img_path AS "imgPath"
         FROM messenger_contacts ORDER BY sort_order, id`,
    );
  }
}
