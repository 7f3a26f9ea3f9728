-- Staff roles and permissions. The permission table is data:
-- which role holds which permission is rows here, read by the admin guard on every admin request
-- (server/admin/staff/staff-access.ts); which permission a route needs is the TS table
-- server/admin/staff/admin-permissions.ts. Only server/admin/staff writes these tables.

CREATE TABLE staff_roles (
  code        TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  sort_order  SMALLINT NOT NULL
);

CREATE TABLE staff_role_permissions (
  role        TEXT NOT NULL REFERENCES staff_roles(code),
  permission  TEXT NOT NULL,
  PRIMARY KEY (role, permission)
);

-- One row per operator (members type 1, role 10). An operator with no row is a super admin: the
-- accounts that existed before roles (recorded below) and the first operator the boot CLI
-- creates, who must be able to create the others (docs/staff-permissions.md).
CREATE TABLE staff_members (
  member_id   BIGINT PRIMARY KEY REFERENCES members(id),
  role        TEXT NOT NULL REFERENCES staff_roles(code),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX staff_members_role ON staff_members (role);

INSERT INTO staff_roles (code, name, sort_order) VALUES
  ('super',   '최고 관리자', 1),
  ('finance', '재무',       2),
  ('cs',      '고객센터',    3),
  ('content', '콘텐츠',     4),
  ('trading', '트레이딩',    5);

-- The mapping of docs/staff-permissions.md; permission codes are those of
-- common/contract/staff.contract.ts (STAFF_PERMISSIONS).
INSERT INTO staff_role_permissions (role, permission) VALUES
  ('super', 'staff.manage'), ('super', 'audit.read'), ('super', 'security.manage'),
  ('super', 'settings.manage'), ('super', 'reports.read'), ('super', 'members.read'),
  ('super', 'members.manage'), ('super', 'members.balance'), ('super', 'money.requests'),
  ('super', 'money.promotions'), ('super', 'rolling.manage'), ('super', 'support'),
  ('super', 'responsible.manage'), ('super', 'content.manage'), ('super', 'sports.manage'),
  ('super', 'minigame.manage'), ('super', 'casino.manage'), ('super', 'tournaments.manage'),
  ('finance', 'reports.read'), ('finance', 'members.read'), ('finance', 'members.balance'),
  ('finance', 'money.requests'), ('finance', 'money.promotions'), ('finance', 'rolling.manage'),
  ('cs', 'members.read'), ('cs', 'members.manage'), ('cs', 'support'),
  ('cs', 'responsible.manage'),
  ('content', 'content.manage'), ('content', 'settings.manage'),
  ('trading', 'reports.read'), ('trading', 'sports.manage'), ('trading', 'minigame.manage'),
  ('trading', 'casino.manage'), ('trading', 'tournaments.manage');

-- The operators of today keep what they could do: every one becomes a super admin.
INSERT INTO staff_members (member_id, role)
SELECT id, 'super' FROM members WHERE type = 1 AND role = 10;
