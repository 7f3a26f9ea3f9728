import type { MouseEvent } from 'react';
import { openDialog } from '../../app/commands';
import type { MenuLink } from './menu-items';

/**
 * Spec §2/§4: the European and in-play entries show the confirm dialog (with its banner) before
 * the book opens in a new window — from the global menu and the mobile drawer alike. A modified
 * or middle click still follows the plain link. Returns whether the dialog took the click.
 */
export function openConfirmInstead(link: MenuLink, event: MouseEvent): boolean {
  const { confirm } = link;
  if (!confirm || event.button !== 0 || event.ctrlKey || event.metaKey) return false;
  event.preventDefault();
  openDialog(confirm);
  return true;
}
