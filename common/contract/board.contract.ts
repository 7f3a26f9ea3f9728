/**
 * Free board API: posts and comments are stored and rendered as PLAIN TEXT —
 * never as HTML — so markup in a body shows as the characters typed. Writers are shown by nickname.
 */
import { z } from 'zod';
import { idValueSchema, pageOf, pageQuerySchema, textSchema } from './common.contract';

export const BOARD_TITLE_MAX = 100;
export const BOARD_BODY_MAX = 10_000;
export const BOARD_COMMENT_MAX = 1_000;
export const BOARD_SEARCH_MAX = 50;

/** Titles are one line; bodies and comments are typed in a text area (line breaks kept). */
const title = (max: number) => textSchema({ min: 1, max });
const body = (max: number) => textSchema({ min: 1, max, multiline: true });

/** GET /api/board/posts?page&search (search: title or body contains). */
export const boardListQuerySchema = pageQuerySchema.extend({
  search: textSchema({ max: BOARD_SEARCH_MAX }).optional(),
});
export type BoardListQuery = z.infer<typeof boardListQuerySchema>;

export const boardPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  nickname: z.string(),
  views: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
});
export type BoardPostSummary = z.infer<typeof boardPostSummarySchema>;
export const boardPostPageSchema = pageOf(boardPostSummarySchema);
export type BoardPostPage = z.infer<typeof boardPostPageSchema>;

export const boardCommentSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  body: z.string(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type BoardComment = z.infer<typeof boardCommentSchema>;

/** GET /api/board/posts/:id: the post (its views already counted) and its visible comments. */
export const boardPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  nickname: z.string(),
  views: z.number().int(),
  mine: z.boolean(),
  createdAt: z.string(),
  comments: z.array(boardCommentSchema),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

/** POST /api/board/posts. */
export const boardPostBodySchema = z.object({
  title: title(BOARD_TITLE_MAX),
  body: body(BOARD_BODY_MAX),
});
export type BoardPostBody = z.infer<typeof boardPostBodySchema>;

/** POST /api/board/posts/:id/comments. */
export const boardCommentBodySchema = z.object({ body: body(BOARD_COMMENT_MAX) });
export type BoardCommentBody = z.infer<typeof boardCommentBodySchema>;

export const boardCreatedSchema = z.object({ id: z.number().int() });

/** Admin: POST /api/admin/board/{posts|comments}/:id/hide. */
export const boardHideBodySchema = z.object({ hidden: z.boolean() });

/** Admin: POST /api/admin/board/bans — refuses the member's writes for `days` days. */
export const boardBanBodySchema = z.object({
  memberId: idValueSchema,
  days: z.number().int().min(1).max(3650),
  reason: textSchema({ min: 1, max: 200, multiline: true }),
});
export type BoardBanBody = z.infer<typeof boardBanBodySchema>;
export const boardBanSchema = z.object({
  memberId: z.number().int(),
  until: z.string(),
  reason: z.string(),
});

/** Admin: GET /api/admin/board/posts?page — hidden posts included. */
export const adminBoardPostSchema = boardPostSummarySchema.extend({
  memberId: z.number().int(),
  userId: z.string(),
  hidden: z.boolean(),
});
export type AdminBoardPost = z.infer<typeof adminBoardPostSchema>;
export const adminBoardPostPageSchema = pageOf(adminBoardPostSchema);
export type AdminBoardPostPage = z.infer<typeof adminBoardPostPageSchema>;
export const adminBoardQuerySchema = pageQuerySchema;
