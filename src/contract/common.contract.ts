import { z } from 'zod';

/** Integer won or points: never a float, never beyond what JSON numbers hold exactly. */
export const wonSchema = z
  .number()
  .int()
  .min(-Number.MAX_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER);
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idParamsSchema = z.object({ id: idSchema });

/** Idempotency keys: client-generated (UUID or similar), bounded so they cannot bloat the table. */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_:.-]+$/);

export const PAGE_SIZE = 15; // spec §9
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageCount: z.number().int(),
    totalCount: z.number().int(),
  });

export const okSchema = z.object({ ok: z.literal(true) });
