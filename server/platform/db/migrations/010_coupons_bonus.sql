-- Coupons and deposit bonus points (paid on an approved charge, per member level).
-- Money moves only through the ledger: a used coupon pays promotions → member_cash (KRW) or
-- promotions → member_point (POINT); an approved charge pays its level's bonus
-- promotions → member_point in the approval's transaction.

-- One operator action: a coupon for one member, every member of a level, or every member.
CREATE TABLE coupon_issues (
  id               BIGSERIAL PRIMARY KEY,
  name             TEXT NOT NULL,
  currency         TEXT NOT NULL CHECK (currency IN ('KRW', 'POINT')),
  amount           BIGINT NOT NULL CHECK (amount > 0),
  expires_at       TIMESTAMPTZ NOT NULL,
  target_kind      TEXT NOT NULL CHECK (target_kind IN ('member', 'level', 'all')),
  target_member_id BIGINT REFERENCES members(id),
  target_level     SMALLINT CHECK (target_level BETWEEN 1 AND 10),
  issued_count     INT NOT NULL CHECK (issued_count >= 0),
  issued_by        BIGINT NOT NULL REFERENCES members(id),
  -- The operator's form submission: a double click issues once.
  idempotency_key  TEXT NOT NULL UNIQUE,
  created_at       TIMESTAMPTZ NOT NULL,
  CONSTRAINT coupon_issues_target CHECK (
    (target_kind = 'member') = (target_member_id IS NOT NULL)
    AND (target_kind = 'level') = (target_level IS NOT NULL))
);

-- One coupon a member holds. Name, amount and expiry are copied from the issue so a member's
-- list and the use-case read one row. "Expired" is not stored: unused and expires_at passed.
CREATE TABLE coupons (
  id           BIGSERIAL PRIMARY KEY,
  issue_id     BIGINT NOT NULL REFERENCES coupon_issues(id),
  member_id    BIGINT NOT NULL REFERENCES members(id),
  name         TEXT NOT NULL,
  currency     TEXT NOT NULL CHECK (currency IN ('KRW', 'POINT')),
  amount       BIGINT NOT NULL CHECK (amount > 0),
  expires_at   TIMESTAMPTZ NOT NULL,
  status       TEXT NOT NULL DEFAULT 'unused' CHECK (status IN ('unused', 'used', 'revoked')),
  created_at   TIMESTAMPTZ NOT NULL,
  used_at      TIMESTAMPTZ,
  -- The member's key of the use: a replay with it answers again, another key is refused.
  use_key      TEXT,
  revoked_at   TIMESTAMPTZ,
  revoked_by   BIGINT REFERENCES members(id),
  CONSTRAINT coupons_one_per_issue UNIQUE (issue_id, member_id),
  CONSTRAINT coupons_used CHECK ((status = 'used') = (used_at IS NOT NULL AND use_key IS NOT NULL)),
  CONSTRAINT coupons_revoked CHECK ((status = 'revoked') = (revoked_at IS NOT NULL))
);
CREATE INDEX coupons_member ON coupons (member_id, status, id DESC);
CREATE INDEX coupons_admin ON coupons (status, id DESC);

-- Bonus points on an approved charge, per member level: floor(amount × percent_hundredths /
-- 10,000), at most cap_points when a cap is set. A level without a row pays nothing.
CREATE TABLE deposit_bonus_levels (
  level              SMALLINT PRIMARY KEY CHECK (level BETWEEN 1 AND 10),
  percent_hundredths INT NOT NULL CHECK (percent_hundredths BETWEEN 0 AND 10000),
  cap_points         BIGINT CHECK (cap_points > 0)
);

-- /friend lists the members who signed up with a member's code.
CREATE INDEX members_recommender_idx ON members (recommender_id);
