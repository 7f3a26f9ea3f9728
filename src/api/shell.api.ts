import type { HttpClient } from './http';
import { popupListSchema, type Popup } from '../../common/contract/popup.contract';
import {
  autoLogoutSchema,
  maintenanceSchema,
  signUpSettingSchema,
  unreadCountSchema,
} from '../../common/contract/settings.contract';
import { api } from './client';

/** The shell's settings calls of spec §7, one typed function each. */

/** GET /setting/maintanace (the spec keeps this spelling); asked on every navigation. */
export async function fetchMaintenanceFlag(client: HttpClient = api): Promise<boolean> {
  return maintenanceSchema.parse(await client.get('setting/maintanace').json()).siteNoticeFlg;
}

/** GET /message/unread: logged-in members only. */
export async function fetchUnreadCount(client: HttpClient = api): Promise<number> {
  return unreadCountSchema.parse(await client.get('message/unread').json());
}

/** GET /setting/autoLogoutMin: once per login, then cached in the settings store. */
export async function fetchAutoLogoutMin(client: HttpClient = api): Promise<number> {
  return autoLogoutSchema.parse(await client.get('setting/autoLogoutMin').json()).autoLogoutMin;
}

/** GET /popup: merged with the locally saved hide-until times by the popups store. */
export async function fetchPopups(client: HttpClient = api): Promise<Popup[]> {
  return popupListSchema.parse(await client.get('popup').json());
}

/** GET settingSignUp: `joinStartEndFlg` true means sign-up is closed (spec §3/§5). */
export async function fetchSignUpClosed(client: HttpClient = api): Promise<boolean> {
  return signUpSettingSchema.parse(await client.get('settingSignUp').json()).joinStartEndFlg;
}
