import type {
  AdminBoardPostPage,
  BoardBanBody,
  BoardComment,
  BoardPost,
  BoardPostBody,
  BoardPostPage,
} from '../../common/contract/board.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';

/** One post per member per this many ms; comments get a shorter spacing. */
export const POST_SPACING_MS = 30_000;
export const COMMENT_SPACING_MS = 5_000;
const DAY_MS = 86_400_000;

/** `%`, `_` and `\` match themselves inside ILIKE. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The free board: posts and comments kept as plain text, newest first, writers
 * shown by nickname. Hidden or deleted rows are invisible to members; operators hide rows and
 * ban writers (audited). Writes are spaced per member (429) and refused while banned (403).
 */
export class BoardService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(page: number, search?: string): Promise<BoardPostPage> {
    const { limit, offset } = pageWindow(page);
    const params: unknown[] = [];
    let where = 'NOT p.hidden AND NOT p.deleted';
    if (search) {
      params.push(likePattern(search));
      where += ` AND (p.title ILIKE $1 OR p.body ILIKE $1)`;
    }
    const n = params.length;
    const [items, total] = await Promise.all([
      this.db.query<BoardPostPage['items'][number]>(
        `SELECT p.id, p.title, m.nickname, p.views, p.created_at AS "createdAt",
                (SELECT count(*) FROM board_comments c
                  WHERE c.post_id = p.id AND NOT c.hidden AND NOT c.deleted) AS "commentCount"
           FROM board_posts p JOIN members m ON m.id = p.member_id
          WHERE ${where} ORDER BY p.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      ),
      this.db.query<{ count: number }>(
        `SELECT count(*) AS count FROM board_posts p WHERE ${where}`,
        params,
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  /** One visible post with its visible comments; counts a view. Hidden or deleted → 404. */
  async view(memberId: number, postId: number): Promise<BoardPost> {
    const [post] = await this.db.query<Omit<BoardPost, 'comments' | 'mine'> & { memberId: number }>(
      `UPDATE board_posts p SET views = views + 1 FROM members m
        WHERE p.id = $1 AND NOT p.hidden AND NOT p.deleted AND m.id = p.member_id
        RETURNING p.id, p.title, p.body, m.nickname, p.views, p.member_id AS "memberId",
                  p.created_at AS "createdAt"`,
      [postId],
    );
    if (!post) throw new AppError(404, 'BOARD_POST_NOT_FOUND');
    const comments = await this.db.query<BoardComment>(
      `SELECT c.id, m.nickname, c.body, c.member_id = $2 AS mine, c.created_at AS "createdAt"
         FROM board_comments c JOIN members m ON m.id = c.member_id
        WHERE c.post_id = $1 AND NOT c.hidden AND NOT c.deleted ORDER BY c.id`,
      [postId, memberId],
    );
    const { memberId: writer, ...rest } = post;
    return { ...rest, mine: writer === memberId, comments };
  }

  async createPost(memberId: number, input: BoardPostBody): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      await this.assertMayWrite(tx, memberId, 'board_posts', POST_SPACING_MS);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO board_posts (member_id, title, body, created_at) VALUES ($1, $2, $3, $4)
         RETURNING id`,
        [memberId, input.title, input.body, this.clock().toISOString()],
      );
      return { id: row!.id };
    });
  }

  async createComment(memberId: number, postId: number, body: string): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      await this.assertMayWrite(tx, memberId, 'board_comments', COMMENT_SPACING_MS);
      const [post] = await tx.query(
        'SELECT 1 FROM board_posts WHERE id = $1 AND NOT hidden AND NOT deleted',
        [postId],
      );
      if (!post) throw new AppError(404, 'BOARD_POST_NOT_FOUND');
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO board_comments (post_id, member_id, body, created_at) VALUES ($1, $2, $3, $4)
         RETURNING id`,
        [postId, memberId, body, this.clock().toISOString()],
      );
      return { id: row!.id };
    });
  }

  /** Deletes the member's own post; someone else's (or a missing one) answers 404. */
  async deletePost(memberId: number, postId: number): Promise<void> {
    const rows = await this.db.query(
      `UPDATE board_posts SET deleted = TRUE
        WHERE id = $1 AND member_id = $2 AND NOT deleted RETURNING id`,
      [postId, memberId],
    );
    if (rows.length === 0) throw new AppError(404, 'BOARD_POST_NOT_FOUND');
  }

  async deleteComment(memberId: number, commentId: number): Promise<void> {
    const rows = await this.db.query(
      `UPDATE board_comments SET deleted = TRUE
        WHERE id = $1 AND member_id = $2 AND NOT deleted RETURNING id`,
      [commentId, memberId],
    );
    if (rows.length === 0) throw new AppError(404, 'BOARD_COMMENT_NOT_FOUND');
  }

  /** Banned → 403 BOARD_BANNED; the member's last write of this kind too recent → 429. */
  private async assertMayWrite(
    tx: Queryable,
    memberId: number,
    table: 'board_posts' | 'board_comments',
    spacingMs: number,
  ): Promise<void> {
    // Serialises one member's writes so two racing requests cannot both pass the spacing check.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const now = this.clock();
    const [ban] = await tx.query('SELECT 1 FROM board_bans WHERE member_id = $1 AND until > $2', [
      memberId,
      now.toISOString(),
    ]);
    if (ban) throw new AppError(403, 'BOARD_BANNED');
    const [recent] = await tx.query(
      `SELECT 1 FROM ${table} WHERE member_id = $1 AND created_at > $2 LIMIT 1`,
      [memberId, new Date(now.getTime() - spacingMs).toISOString()],
    );
    if (recent) throw new AppError(429, 'BOARD_TOO_FAST');
  }

  // ---- operators ----

  async adminList(page: number): Promise<AdminBoardPostPage> {
    const { limit, offset } = pageWindow(page);
    const [items, total] = await Promise.all([
      this.db.query<AdminBoardPostPage['items'][number]>(
        `SELECT p.id, p.title, m.nickname, m.id AS "memberId", m.user_id AS "userId", p.views,
                p.hidden, p.created_at AS "createdAt",
                (SELECT count(*) FROM board_comments c
                  WHERE c.post_id = p.id AND NOT c.deleted) AS "commentCount"
           FROM board_posts p JOIN members m ON m.id = p.member_id
          WHERE NOT p.deleted ORDER BY p.id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
      this.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM board_posts WHERE NOT deleted',
      ),
    ]);
    return pageOfRows(items, page, countFrom(total));
  }

  async hidePost(actor: Actor, postId: number, hidden: boolean): Promise<void> {
    await this.setHidden(actor, 'board_posts', postId, hidden);
  }

  async hideComment(actor: Actor, commentId: number, hidden: boolean): Promise<void> {
    await this.setHidden(actor, 'board_comments', commentId, hidden);
  }

  private async setHidden(
    actor: Actor,
    table: 'board_posts' | 'board_comments',
    id: number,
    hidden: boolean,
  ): Promise<void> {
    const code = table === 'board_posts' ? 'BOARD_POST_NOT_FOUND' : 'BOARD_COMMENT_NOT_FOUND';
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ hidden: boolean }>(
        `SELECT hidden FROM ${table} WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) throw new AppError(404, code);
      await tx.query(`UPDATE ${table} SET hidden = $2 WHERE id = $1`, [id, hidden]);
      await writeAudit(tx, actor, {
        action: table === 'board_posts' ? 'board.post.hide' : 'board.comment.hide',
        target: `${table === 'board_posts' ? 'board-post' : 'board-comment'}:${id}`,
        before,
        after: { hidden },
      });
    });
  }

  /** Bans the member's board writes for `days` days from now (replacing any earlier ban). */
  async ban(
    actor: Actor,
    input: BoardBanBody,
  ): Promise<{ memberId: number; until: string; reason: string }> {
    return this.db.transaction(async (tx) => {
      const [member] = await tx.query('SELECT 1 FROM members WHERE id = $1', [input.memberId]);
      if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND');
      const [before] = await tx.query<{ until: string; reason: string }>(
        'SELECT until, reason FROM board_bans WHERE member_id = $1',
        [input.memberId],
      );
      const now = this.clock();
      const until = new Date(now.getTime() + input.days * DAY_MS).toISOString();
      await tx.query(
        `INSERT INTO board_bans (member_id, until, reason, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id) DO UPDATE
           SET until = EXCLUDED.until, reason = EXCLUDED.reason, created_at = EXCLUDED.created_at`,
        [input.memberId, until, input.reason, now.toISOString()],
      );
      const after = { memberId: input.memberId, until, reason: input.reason };
      await writeAudit(tx, actor, {
        action: 'board.ban',
        target: `member:${input.memberId}`,
        before: before ?? null,
        after,
      });
      return after;
    });
  }
}
