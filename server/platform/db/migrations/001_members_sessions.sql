-- Members, their sessions and the login-abuse records (spec §3, §4, §8).
CREATE TABLE members (
  id               BIGSERIAL PRIMARY KEY,
  user_id          TEXT NOT NULL UNIQUE,
  password_hash    TEXT NOT NULL,
  withdraw_password_hash TEXT,
  nickname         TEXT NOT NULL UNIQUE,
  phone            TEXT NOT NULL DEFAULT '',
  type             SMALLINT NOT NULL DEFAULT 1 CHECK (type IN (1, 2)),
  role             SMALLINT NOT NULL DEFAULT 0,
  level            SMALLINT NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 10),
  withdrawal_type  SMALLINT NOT NULL DEFAULT 0,
  tendency         TEXT[] NOT NULL DEFAULT '{}',
  disable_casino_flag SMALLINT NOT NULL DEFAULT 0 CHECK (disable_casino_flag IN (0, 1)),
  disable_slot_flag   SMALLINT NOT NULL DEFAULT 0 CHECK (disable_slot_flag IN (0, 1)),
  blocked          BOOLEAN NOT NULL DEFAULT FALSE,
  agent_id         BIGINT REFERENCES members(id),
  recommender_id   BIGINT REFERENCES members(id),
  recommend_code   TEXT NOT NULL UNIQUE,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX members_agent_idx ON members (agent_id);

-- Tokens are stored as SHA-256 hashes: a leaked table does not leak live sessions.
-- ended_reason decides what a request with an ended token gets back:
-- replaced → 555, forced → 556, blocked → 406, logout/expired/password → 401.
CREATE TABLE sessions (
  id            BIGSERIAL PRIMARY KEY,
  member_id     BIGINT NOT NULL REFERENCES members(id),
  token_hash    TEXT NOT NULL UNIQUE,
  ip            TEXT NOT NULL DEFAULT '',
  user_agent    TEXT NOT NULL DEFAULT '',
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_seen_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  ended_at      TIMESTAMPTZ,
  ended_reason  TEXT CHECK (ended_reason IN ('replaced', 'forced', 'blocked', 'logout', 'expired', 'password'))
);
-- One live session per member (spec §8 status 555): the database enforces it.
CREATE UNIQUE INDEX sessions_one_live_per_member ON sessions (member_id) WHERE ended_at IS NULL;

CREATE TABLE login_failures (
  id          BIGSERIAL PRIMARY KEY,
  user_id     TEXT NOT NULL,
  ip          TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_user_idx ON login_failures (user_id, created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

CREATE TABLE blocked_ips (
  ip          TEXT PRIMARY KEY,
  reason      TEXT NOT NULL DEFAULT '',
  created_by  BIGINT REFERENCES members(id),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
