import { z } from 'zod';

/** Spec §7 keeps the original spelling of this path: `/setting/maintanace`. */
export const maintenanceSchema = z.object({ siteNoticeFlg: z.boolean() });
export const autoLogoutSchema = z.object({ autoLogoutMin: z.number().int().min(1).max(1440) });
export const signUpSettingSchema = z.object({ joinStartEndFlg: z.boolean() });
export const unreadCountSchema = z.number().int().min(0);

export const newsLinkSchema = z.array(z.object({ id: z.number().int(), contents: z.string() }));

/** Messenger contacts shown in the shell; `imgPath` resolves under `/file/download/`. */
export const messengerEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
  imgPath: z.string(),
});
export const messengerListSchema = z.array(messengerEntrySchema);
export type MessengerEntry = z.infer<typeof messengerEntrySchema>;
