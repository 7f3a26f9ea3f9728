import { z } from 'zod';
import { textSchema } from './common.contract';

/** An announcement pop-up (spec §3). `contents` is HTML sanitised on the server. */
export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  contents: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pcLeftLocation: z.number().int(),
  pcTopLocation: z.number().int(),
  popupFlg: z.boolean(),
  visiableFlag: z.boolean(),
});
export type Popup = z.infer<typeof popupSchema>;
export const popupListSchema = z.array(popupSchema);

export const popupInputSchema = z.object({
  title: textSchema({ min: 1, max: 100 }),
  /** HTML as the operator wrote it (sanitised on save): white space and line breaks kept. */
  contents: textSchema({ max: 20_000, multiline: true, trim: false }),
  width: z.number().int().min(100).max(1600),
  height: z.number().int().min(100).max(1200),
  pcLeftLocation: z.number().int().min(0).max(3000),
  pcTopLocation: z.number().int().min(0).max(3000),
  popupFlg: z.boolean(),
  visiableFlag: z.boolean(),
});
export type PopupInput = z.infer<typeof popupInputSchema>;
