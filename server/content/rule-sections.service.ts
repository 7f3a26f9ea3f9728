/**
 * The rule sections of /rules and the live-TV address (spec §9): members read them, operators
 * edit them, every change audited in its own transaction.
 */
import type {
  AdminRuleSection,
  LiveTvSetting,
  RuleSection,
  RuleSectionInput,
} from '../../common/contract/content.contract';
import type { Db, Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import type { Clock } from '../platform/lib/clock';
import { sanitisePopupHtml } from '../platform/lib/html-sanitizer';
import { writeSetting } from './settings.service';

/** The `settings` row of the /livetv broadcast. */
export const LIVE_TV_SETTING_KEY = 'liveTvBroadcastUrl';

interface RuleRow {
  id: number;
  title: string;
  body_html: string;
  sort_order: number;
  visible: boolean;
  updated_at: string;
}

const RULE_COLUMNS = 'id, title, body_html, sort_order, visible, updated_at';

export class RuleSectionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Members: the visible sections in the operators' order. */
  async ruleSections(): Promise<RuleSection[]> {
    return this.db.query<RuleSection>(
      `SELECT id, title, body_html AS "bodyHtml" FROM rule_sections
        WHERE visible ORDER BY sort_order, id`,
    );
  }

  async adminRuleSections(q: Queryable = this.db): Promise<AdminRuleSection[]> {
    const rows = await q.query<RuleRow>(
      `SELECT ${RULE_COLUMNS} FROM rule_sections ORDER BY sort_order, id`,
    );
    return rows.map(adminRuleOf);
  }

  private async findRule(q: Queryable, id: number, forUpdate = false): Promise<AdminRuleSection> {
    const [row] = await q.query<RuleRow>(
      `SELECT ${RULE_COLUMNS} FROM rule_sections WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    if (!row) throw new AppError(404, 'RULE_SECTION_NOT_FOUND');
    return adminRuleOf(row);
  }

  /** A new section goes last. */
  async createRule(actor: Actor, input: RuleSectionInput): Promise<AdminRuleSection> {
    return this.db.transaction(async (tx) => {
      const now = this.clock().toISOString();
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO rule_sections (title, body_html, visible, sort_order, created_at, updated_at)
         SELECT $1, $2, $3, COALESCE(max(sort_order), 0) + 1, $4, $4 FROM rule_sections
         RETURNING id`,
        [input.title, sanitisePopupHtml(input.bodyHtml), input.visible, now],
      );
      const created = await this.findRule(tx, row!.id);
      await writeAudit(tx, actor, {
        action: 'rule.create',
        target: `rule:${created.id}`,
        before: null,
        after: auditedRule(created),
      });
      return created;
    });
  }

  async updateRule(actor: Actor, id: number, input: RuleSectionInput): Promise<AdminRuleSection> {
    return this.db.transaction(async (tx) => {
      const before = await this.findRule(tx, id, true);
      await tx.query(
        `UPDATE rule_sections SET title = $1, body_html = $2, visible = $3, updated_at = $4
          WHERE id = $5`,
        [
          input.title,
          sanitisePopupHtml(input.bodyHtml),
          input.visible,
          this.clock().toISOString(),
          id,
        ],
      );
      const after = await this.findRule(tx, id);
      await writeAudit(tx, actor, {
        action: 'rule.update',
        target: `rule:${id}`,
        before: auditedRule(before),
        after: auditedRule(after),
      });
      return after;
    });
  }

  async deleteRule(actor: Actor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.findRule(tx, id, true);
      await tx.query('DELETE FROM rule_sections WHERE id = $1', [id]);
      await writeAudit(tx, actor, {
        action: 'rule.delete',
        target: `rule:${id}`,
        before: auditedRule(before),
        after: null,
      });
    });
  }

  /**
   * The tabs' new order. `ids` must name every section exactly once, so two operators
   * reordering from stale lists cannot lose or duplicate a place (409 instead).
   */
  async reorderRules(actor: Actor, ids: number[]): Promise<AdminRuleSection[]> {
    return this.db.transaction(async (tx) => {
      const current = await tx.query<{ id: number }>(
        'SELECT id FROM rule_sections ORDER BY sort_order, id FOR UPDATE',
      );
      const known = new Set(current.map((row) => row.id));
      const unique = new Set(ids);
      if (unique.size !== ids.length || unique.size !== known.size) {
        throw new AppError(409, 'RULE_ORDER_MISMATCH');
      }
      if (ids.some((id) => !known.has(id))) throw new AppError(409, 'RULE_ORDER_MISMATCH');
      await tx.query(
        `UPDATE rule_sections r SET sort_order = o.ord, updated_at = $2
           FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, ord) WHERE r.id = o.id`,
        [ids, this.clock().toISOString()],
      );
      await writeAudit(tx, actor, {
        action: 'rule.reorder',
        target: 'rules',
        before: current.map((row) => row.id),
        after: ids,
      });
      return this.adminRuleSections(tx);
    });
  }

  async liveTv(q: Queryable = this.db): Promise<LiveTvSetting> {
    const [row] = await q.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [
      LIVE_TV_SETTING_KEY,
    ]);
    const url = row?.value;
    return { broadcastUrl: typeof url === 'string' && url !== '' ? url : null };
  }

  /** An empty address clears the broadcast: /livetv then shows our own live scores. */
  async setLiveTv(actor: Actor, broadcastUrl: string): Promise<LiveTvSetting> {
    return this.db.transaction(async (tx) => {
      const before = await this.liveTv(tx);
      await writeSetting(tx, LIVE_TV_SETTING_KEY, broadcastUrl);
      const after = await this.liveTv(tx);
      await writeAudit(tx, actor, { action: 'livetv.update', target: 'livetv', before, after });
      return after;
    });
  }
}

function adminRuleOf(row: RuleRow): AdminRuleSection {
  return {
    id: row.id,
    title: row.title,
    bodyHtml: row.body_html,
    sortOrder: row.sort_order,
    visible: row.visible,
    updatedAt: row.updated_at,
  };
}

function auditedRule(r: AdminRuleSection) {
  const { title, sortOrder, visible } = r;
  return { title, sortOrder, visible, bodyLength: r.bodyHtml.length };
}
