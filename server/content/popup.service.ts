import type { Popup, PopupInput } from '../../common/contract/popup.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { sanitisePopupHtml } from '../platform/lib/html-sanitizer';
import type { Realtime } from '../platform/sse/realtime';

const POPUP_COLUMNS = `id, title, contents, width, height, pc_left AS "pcLeftLocation",
  pc_top AS "pcTopLocation", popup_flg AS "popupFlg", visible_flag AS "visiableFlag"`;

/** Announcement pop-ups (spec §3, §4). Contents are sanitised on the way in, once. */
export class PopupService {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
  ) {}

  /** What members see now: flagged visible and not deleted (spec §4 "flagged visible"). */
  listVisible(q: Queryable = this.db): Promise<Popup[]> {
    return q.query<Popup>(
      `SELECT ${POPUP_COLUMNS} FROM popups
        WHERE deleted_at IS NULL AND visible_flag ORDER BY id`,
    );
  }

  listAll(): Promise<Popup[]> {
    return this.db.query<Popup>(
      `SELECT ${POPUP_COLUMNS} FROM popups WHERE deleted_at IS NULL ORDER BY id`,
    );
  }

  async find(q: Queryable, id: number, forUpdate = false): Promise<Popup> {
    const rows = await q.query<Popup>(
      `SELECT ${POPUP_COLUMNS} FROM popups WHERE id = $1 AND deleted_at IS NULL${
        forUpdate ? ' FOR UPDATE' : ''
      }`,
      [id],
    );
    if (!rows[0]) throw new AppError(404, 'POPUP_NOT_FOUND');
    return rows[0];
  }

  async create(tx: Queryable, input: PopupInput): Promise<Popup> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO popups (title, contents, width, height, pc_left, pc_top, popup_flg, visible_flag)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      popupParams(input),
    );
    return this.find(tx, row!.id);
  }

  async update(
    tx: Queryable,
    id: number,
    input: PopupInput,
  ): Promise<{ before: Popup; after: Popup }> {
    const before = await this.find(tx, id, true);
    await tx.query(
      `UPDATE popups SET title = $1, contents = $2, width = $3, height = $4, pc_left = $5,
              pc_top = $6, popup_flg = $7, visible_flag = $8 WHERE id = $9`,
      [...popupParams(input), id],
    );
    return { before, after: await this.find(tx, id) };
  }

  /** Soft delete: the audit log keeps pointing at a row that still exists. */
  async remove(tx: Queryable, id: number): Promise<Popup> {
    const before = await this.find(tx, id, true);
    await tx.query('UPDATE popups SET deleted_at = now() WHERE id = $1', [id]);
    return before;
  }

  /** After commit: every client replaces its pop-up list. */
  async announce(): Promise<void> {
    this.realtime.broadcast({ type: 'popups', popups: await this.listVisible() });
  }
}

function popupParams(input: PopupInput): unknown[] {
  return [
    input.title,
    sanitisePopupHtml(input.contents),
    input.width,
    input.height,
    input.pcLeftLocation,
    input.pcTopLocation,
    input.popupFlg,
    input.visiableFlag,
  ];
}
