import { describe, expect, it } from 'vitest';
import {
  ADMIN_SECTIONS,
  DEFAULT_ADMIN_SECTION,
  homeSectionOf,
  mayOpen,
} from '../../../../../src/features/admin/shared/admin-sections';
import { STAFF_PERMISSIONS } from '../../../../../common/contract/staff.contract';

const FINANCE = [
  'reports.read',
  'members.read',
  'members.balance',
  'money.requests',
  'money.promotions',
  'rolling.manage',
] as const;

describe('admin sections by staff permission', () => {
  it('opens every section to a role holding every permission', () => {
    expect(ADMIN_SECTIONS.every((s) => mayOpen(s, STAFF_PERMISSIONS))).toBe(true);
  });

  it('shows a finance operator only the money sections', () => {
    const shown = ADMIN_SECTIONS.filter((s) => mayOpen(s, FINANCE)).map((s) => s.tab);
    expect(shown).toEqual(expect.arrayContaining(['members', 'wallet', 'rolling', 'coupon']));
    for (const hidden of ['settings', 'popups', 'audit', 'blockedIps', 'sports', 'staff']) {
      expect(shown).not.toContain(hidden);
    }
  });

  it('opens /admin on the asked tab when allowed, else on the first section allowed', () => {
    expect(homeSectionOf(undefined, STAFF_PERMISSIONS)).toBe(DEFAULT_ADMIN_SECTION);
    expect(homeSectionOf('wallet', FINANCE).path).toBe('/admin/wallet');
    for (const tab of [undefined, 'audit', 'settings']) {
      const home = homeSectionOf(tab, FINANCE);
      expect(mayOpen(home, FINANCE), String(tab)).toBe(true);
      expect(home).toBe(ADMIN_SECTIONS.find((s) => mayOpen(s, FINANCE)));
    }
    // No section at all: the default one, whose notice then says why nothing opens.
    expect(homeSectionOf(undefined, [])).toBe(DEFAULT_ADMIN_SECTION);
  });
});
