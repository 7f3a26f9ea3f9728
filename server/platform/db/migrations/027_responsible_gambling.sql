-- Responsible gambling (UKGC RTS 12 and 13). Only server/responsible writes these
-- tables. A member with no row anywhere here has no limit, no block: the money paths' check
-- (responsible-checks.ts) joins the stakes of a batch to these tables and finds nothing, which is
-- what keeps the check cheap for the many members who set nothing.

-- One row per limit a member has set (or is about to remove): the amount in force and at most
-- one pending raise/removal (RTS 12: in force only after 24 hours and the member's second yes).
CREATE TABLE rg_limits (
  member_id            BIGINT NOT NULL REFERENCES members(id),
  kind                 TEXT NOT NULL CHECK (kind IN ('deposit24h', 'deposit7d', 'deposit30d',
                                                     'loss24h', 'loss7d', 'loss30d', 'stakePerBet')),
  -- NULL: no limit in force (the row then only carries a pending change).
  amount_won           BIGINT CHECK (amount_won > 0),
  has_pending          BOOLEAN NOT NULL DEFAULT FALSE,
  -- The pending amount; NULL with has_pending = removal.
  pending_amount_won   BIGINT CHECK (pending_amount_won > 0),
  pending_requested_at TIMESTAMPTZ,
  pending_effective_at TIMESTAMPTZ,
  updated_at           TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, kind),
  CONSTRAINT rg_limits_pending_times CHECK (
    has_pending = (pending_requested_at IS NOT NULL AND pending_effective_at IS NOT NULL))
);

-- Reality-check interval and session time limit (RTS 13), one row per member who chose either.
CREATE TABLE rg_settings (
  member_id          BIGINT PRIMARY KEY REFERENCES members(id),
  reality_check_min  SMALLINT NOT NULL DEFAULT 0 CHECK (reality_check_min IN (0, 15, 30, 60)),
  session_limit_min  INT CHECK (session_limit_min BETWEEN 15 AND 1440),
  updated_at         TIMESTAMPTZ NOT NULL
);

-- Time-outs and self-exclusions. Never updated except to record a self-excluded member's request
-- to come back: nobody (member or operator) can shorten or lift one.
CREATE TABLE rg_blocks (
  id                      BIGSERIAL PRIMARY KEY,
  member_id               BIGINT NOT NULL REFERENCES members(id),
  kind                    TEXT NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
  period                  TEXT NOT NULL CHECK (period IN ('24h', '7d', '30d', '6w', '6m', '1y', '5y')),
  started_at              TIMESTAMPTZ NOT NULL,
  ends_at                 TIMESTAMPTZ NOT NULL,
  source                  TEXT NOT NULL CHECK (source IN ('member', 'operator')),
  actor_id                BIGINT REFERENCES members(id),
  reason                  TEXT NOT NULL DEFAULT '',
  come_back_requested_at  TIMESTAMPTZ,
  CHECK (ends_at > started_at),
  CHECK (come_back_requested_at IS NULL OR (kind = 'selfExclusion' AND come_back_requested_at >= ends_at))
);
CREATE INDEX rg_blocks_member ON rg_blocks (member_id, ends_at DESC);

-- Every change, with its time and source; the member reads their own (newest first).
CREATE TABLE rg_history (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  at          TIMESTAMPTZ NOT NULL,
  action      TEXT NOT NULL,
  source      TEXT NOT NULL CHECK (source IN ('member', 'operator', 'system')),
  actor_id    BIGINT REFERENCES members(id),
  limit_kind  TEXT,
  before      BIGINT,
  after       BIGINT,
  until       TIMESTAMPTZ,
  note        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX rg_history_member ON rg_history (member_id, id DESC);

-- Refusals by a limit or a block: the operator's "members who hit limits often" report.
CREATE TABLE rg_limit_hits (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  code        TEXT NOT NULL,
  at          TIMESTAMPTZ NOT NULL
);
CREATE INDEX rg_limit_hits_at ON rg_limit_hits (at, member_id);
CREATE INDEX rg_limit_hits_member ON rg_limit_hits (member_id, at);

-- The session time limit (RTS 13): a session reaching this instant is ended by its next token
-- check or by the expiry sweep, whatever its idle time or casino extension. Set at login from
-- rg_settings and moved when the member changes the limit.
ALTER TABLE sessions ADD COLUMN limit_ends_at TIMESTAMPTZ;
CREATE INDEX sessions_live_limit ON sessions (limit_ends_at) WHERE ended_at IS NULL AND limit_ends_at IS NOT NULL;

