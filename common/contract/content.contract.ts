/**
 * Operator-managed pages (/event, /event/{id}, /rule and the /livetv broadcast) and the
 * operators' messages to many members at once. Bodies are rich text: the server sanitises what operators
 * save and members render only that sanitised HTML.
 */
import { z } from 'zod';
import { EVENT_PHASES } from '../domain/event-period';
import {
  calendarDateSchema,
  idSchema,
  idValueSchema,
  pageOf,
  pageSchema,
  textSchema,
} from './common.contract';

export const EVENT_TITLE_MAX = 100;
export const RULE_TITLE_MAX = 30;
/** What an operator may send; the sanitised text stored can be longer (escaped characters). */
export const CONTENT_BODY_MAX = 50_000;
export const BROADCAST_URL_MAX = 500;
export const RULE_SECTIONS_MAX = 50;

export const eventPhaseSchema = z.enum(EVENT_PHASES);

/** An event as members see it in the list: `phase` is computed from today's Seoul date. */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  phase: eventPhaseSchema,
  /** The first words of the body as plain text. */
  summary: z.string(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
export const eventPageSchema = pageOf(eventSummarySchema);
export type EventPage = z.infer<typeof eventPageSchema>;

export const eventDetailSchema = eventSummarySchema.extend({ bodyHtml: z.string() });
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** The admin list: every event, hidden ones too. */
export const adminEventSchema = eventDetailSchema.extend({
  visible: z.boolean(),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.array(adminEventSchema);

/** Operators' rich text as sent (sanitised on save): its own white space kept, line breaks too. */
const bodyHtmlSchema = textSchema({ max: CONTENT_BODY_MAX, multiline: true, trim: false });

/** POST /api/admin/events and PUT /api/admin/events/:id. */
export const eventInputSchema = z
  .object({
    title: textSchema({ min: 1, max: EVENT_TITLE_MAX }),
    bodyHtml: bodyHtmlSchema,
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    visible: z.boolean(),
  })
  .refine((e) => e.endDate >= e.startDate, { path: ['endDate'] });
export type EventInput = z.infer<typeof eventInputSchema>;

export const ruleSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyHtml: z.string(),
});
export type RuleSection = z.infer<typeof ruleSectionSchema>;
export const ruleSectionListSchema = z.array(ruleSectionSchema);

export const adminRuleSectionSchema = ruleSectionSchema.extend({
  sortOrder: z.number().int(),
  visible: z.boolean(),
  updatedAt: z.string(),
});
export type AdminRuleSection = z.infer<typeof adminRuleSectionSchema>;
export const adminRuleSectionListSchema = z.array(adminRuleSectionSchema);

/** POST /api/admin/rules (added last) and PUT /api/admin/rules/:id (keeps its place). */
export const ruleSectionInputSchema = z.object({
  title: textSchema({ min: 1, max: RULE_TITLE_MAX }),
  bodyHtml: bodyHtmlSchema,
  visible: z.boolean(),
});
export type RuleSectionInput = z.infer<typeof ruleSectionInputSchema>;

/** PUT /api/admin/rules/order: every section's id exactly once, in the new order. */
export const ruleOrderInputSchema = z.object({
  ids: z.array(idValueSchema).min(1).max(RULE_SECTIONS_MAX),
});

export const contentParamsSchema = z.object({ id: idSchema });
export const eventsQuerySchema = z.object({ page: pageSchema });

/** An https address only: it is framed on the member's page (sandboxed). */
export function isBroadcastUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '';
  } catch {
    return false;
  }
}

/** GET /api/livetv and /api/admin/livetv: null when no broadcast is configured. */
export const liveTvSettingSchema = z.object({ broadcastUrl: z.string().nullable() });
export type LiveTvSetting = z.infer<typeof liveTvSettingSchema>;
/** PUT /api/admin/livetv: an empty text clears the broadcast. */
export const liveTvInputSchema = z.object({
  broadcastUrl: textSchema({ max: BROADCAST_URL_MAX }).refine((v) => v === '' || isBroadcastUrl(v)),
});

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 5_000;

/**
 * POST /api/admin/messages/broadcast: one message to every member of a level, or to every
 * member (staff excluded). Plain text, like the one-member message.
 */
export const broadcastMessageSchema = z.object({
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('level'), level: z.number().int().min(1).max(10) }),
    z.object({ kind: z.literal('all') }),
  ]),
  title: textSchema({ min: 1, max: MESSAGE_TITLE_MAX }),
  body: textSchema({ min: 1, max: MESSAGE_BODY_MAX, multiline: true }),
});
export type BroadcastMessage = z.infer<typeof broadcastMessageSchema>;
export const broadcastResultSchema = z.object({ recipients: z.number().int().min(0) });
