import { describe, expect, it } from 'vitest';
import {
  ADMIN_SECTIONS,
  homeSectionOf,
  mayOpen,
} from '../../../../../src/features/admin/shared/admin-sections';
import { STAFF_PERMISSIONS } from '../../../../../src/contract/staff.contract';

const FINANCE = [
  'reports.read',
  'members.read',
  'members.balance',
  'money.requests',
  'money.promotions',
  'rolling.manage',
] as const;

describe('admin sections by staff permission (issue 14)', () => {
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
    expect(homeSectionOf(undefined, STAFF_PERMISSIONS).path).toBe('/admin/settings');
    expect(homeSectionOf('wallet', FINANCE).path).toBe('/admin/wallet');
    expect(homeSectionOf(undefined, FINANCE).path).toBe('/admin/members');
    expect(homeSectionOf('audit', FINANCE).path).toBe('/admin/members');
    // No section at all: the default one, whose notice then says why nothing opens.
    expect(homeSectionOf(undefined, []).path).toBe('/admin/settings');
  });
});
