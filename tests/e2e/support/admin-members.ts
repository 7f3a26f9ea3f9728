import type { Locator } from '@playwright/test';
import type { Tab } from './site';

/** The back office's 회원 tab, searched for one member: that member's row of the list. */
export async function findAdminMemberRow(admin: Tab, userId: string): Promise<Locator> {
  await admin.page.getByTestId('admin-tab-members').click();
  await admin.page.getByLabel('회원 검색').fill(userId);
  await admin.page.getByLabel('회원 검색').press('Enter');
  return admin.page.locator(`[data-testid="admin-member-row"][data-user-id="${userId}"]`);
}
