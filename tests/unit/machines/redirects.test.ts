import { describe, expect, it } from 'vitest';
import { roleRedirectFor, staffAreaOf } from '../../../src/machines/role-redirect';
import { unreadRedirectFor } from '../../../src/machines/unread-redirect';
import { admin, manager, member } from '../stores/fixtures';

describe('role redirect (spec §4)', () => {
  it('sends managers to /manager and active admins to /admin', () => {
    expect(roleRedirectFor(manager(), '/')).toBe('/manager');
    expect(roleRedirectFor(admin(), '/korea')).toBe('/admin');
  });

  it('lets staff move inside their own area only', () => {
    expect(roleRedirectFor(admin(), '/admin')).toBeNull();
    expect(roleRedirectFor(admin(), '/admin/members')).toBeNull();
    expect(roleRedirectFor(admin(), '/manager')).toBe('/admin');
    expect(roleRedirectFor(manager(), '/manager/members')).toBeNull();
    expect(roleRedirectFor(manager(), '/admin')).toBe('/manager');
    expect(roleRedirectFor(admin(), '/administrator')).toBe('/admin');
  });

  it('keeps members on the site (and out of staff areas) and ignores logged-out visitors', () => {
    expect(roleRedirectFor(member(), '/korea')).toBeNull();
    expect(roleRedirectFor(member(), '/admin')).toBe('/');
    expect(roleRedirectFor(null, '/admin')).toBeNull();
  });

  it('treats a withdrawn admin as a member', () => {
    expect(staffAreaOf(member({ role: 10, withdrawalType: 1 }))).toBeNull();
    expect(staffAreaOf(member({ role: 10, type: 1, withdrawalType: 0 }))).toBe('/admin');
  });
});

describe('unread redirect (spec §4)', () => {
  const nowMs = 1_735_689_600_000;
  it('sends a logged-in member with unread messages to /message with the unix time', () => {
    expect(unreadRedirectFor({ loggedIn: true, count: 2, pathname: '/korea', nowMs })).toBe(
      '/message?time=1735689600',
    );
  });

  it('leaves everyone else alone', () => {
    expect(unreadRedirectFor({ loggedIn: true, count: 0, pathname: '/korea', nowMs })).toBeNull();
    expect(unreadRedirectFor({ loggedIn: true, count: 3, pathname: '/message', nowMs })).toBeNull();
    expect(unreadRedirectFor({ loggedIn: false, count: 3, pathname: '/korea', nowMs })).toBeNull();
  });
});
