import { api } from '../../api/client';
import { messengerListSchema, newsLinkSchema } from '../../../common/contract/settings.contract';

/** GET /api/newsLink: the notices; the first item is the headline (spec §3). */
export function fetchNewsLinks() {
  return api.get('newsLink').json(newsLinkSchema);
}

/** GET /api/setting/messenger: customer-service contacts with icons. */
export function fetchMessengers() {
  return api.get('setting/messenger').json(messengerListSchema);
}

/** Messenger icons are served under /file/download/ (spec §3). */
export function messengerIconUrl(imgPath: string): string {
  return `/file/download/${imgPath.replace(/^\/+/, '')}`;
}
