-- Rolling and settlement requests (spec §3 rolling
-- state, §6 agent rolling fields). Rolling is a percentage of RECORDED turnover (the stakes of
-- graded bets), never a typed figure; the ledger pays an approved request
-- (rolling_payable → member_cash for rolling, promotions → member_cash for events).

-- One rate per member and category, in hundredths of a percent (150 = 1.5 %). For a member
-- (type 1) it applies to the member's own turnover; for an agent (type 2) to the turnover of the
-- agent's downline (members.agent_id). No row = 0 %.
CREATE TABLE rolling_rates (
  member_id   BIGINT NOT NULL REFERENCES members(id),
  category    TEXT NOT NULL CHECK (category IN ('mini', 'sports', 'casino', 'slot')),
  rate_bp     INT NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_by  BIGINT REFERENCES members(id),
  PRIMARY KEY (member_id, category)
);

-- A settlement request. Rolling kinds claim the turnover of one window [window_from, window_to)
-- of grading times; the next window starts where the last live one (pending or approved)
-- ended, so windows chain without overlap and turnover is settled at most once. A rejected
-- request frees its window for the next request. Event requests claim event_rewards rows.
CREATE TABLE settlement_requests (
  id               BIGSERIAL PRIMARY KEY,
  member_id        BIGINT NOT NULL REFERENCES members(id),
  -- member: the member's own turnover; agent: the turnover of the agent's downline.
  role             TEXT NOT NULL CHECK (role IN ('member', 'agent')),
  kind             TEXT NOT NULL CHECK (kind IN ('mini', 'sports', 'casino', 'slot', 'event')),
  window_from      TIMESTAMPTZ,
  window_to        TIMESTAMPTZ,
  turnover_won     BIGINT NOT NULL DEFAULT 0 CHECK (turnover_won >= 0),
  rate_bp          INT NOT NULL DEFAULT 0,
  amount_won       BIGINT NOT NULL CHECK (amount_won > 0),
  status           TEXT NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'approved', 'rejected')),
  reject_reason    TEXT,
  idempotency_key  TEXT NOT NULL,
  created_at       TIMESTAMPTZ NOT NULL,
  decided_at       TIMESTAMPTZ,
  decided_by       BIGINT REFERENCES members(id),
  CONSTRAINT settlement_requests_key_per_member UNIQUE (member_id, idempotency_key),
  CONSTRAINT settlement_requests_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT settlement_requests_window CHECK (
    (kind = 'event' AND window_from IS NULL AND window_to IS NULL)
    OR (kind <> 'event' AND window_from IS NOT NULL AND window_to > window_from)
  ),
  CONSTRAINT settlement_requests_event_role CHECK (kind <> 'event' OR role = 'member')
);
-- One pending request per member, role and kind (the service checks first under the member's
-- row lock; this is the backstop).
CREATE UNIQUE INDEX settlement_requests_one_pending ON settlement_requests (member_id, role, kind)
  WHERE status = 'pending';
-- Two live windows can never start at the same instant: with the chaining rule above, a racing
-- twin that read the same "last window end" fails here instead of settling turnover twice.
CREATE UNIQUE INDEX settlement_requests_window_start ON settlement_requests
  (member_id, role, kind, window_from) WHERE status <> 'rejected' AND kind <> 'event';
CREATE INDEX settlement_requests_member ON settlement_requests (member_id, role, kind, id DESC);
CREATE INDEX settlement_requests_admin ON settlement_requests (status, kind, id DESC);

-- Event rewards operators grant for promotions; the member then requests their settlement.
-- request_id: the live (pending or approved) request that claims the reward; a rejection sets it
-- back to NULL, so a reward is paid at most once.
CREATE TABLE event_rewards (
  id               BIGSERIAL PRIMARY KEY,
  member_id        BIGINT NOT NULL REFERENCES members(id),
  amount_won       BIGINT NOT NULL CHECK (amount_won > 0),
  reason           TEXT NOT NULL,
  status           TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  request_id       BIGINT REFERENCES settlement_requests(id),
  idempotency_key  TEXT NOT NULL UNIQUE,
  granted_by       BIGINT REFERENCES members(id),
  created_at       TIMESTAMPTZ NOT NULL,
  cancelled_at     TIMESTAMPTZ,
  CONSTRAINT event_rewards_cancelled_unclaimed CHECK (status = 'active' OR request_id IS NULL)
);
CREATE INDEX event_rewards_member ON event_rewards (member_id, id DESC);
CREATE INDEX event_rewards_request ON event_rewards (request_id);

-- The rolling turnover query reads graded minigame bets of a member by grading time.
CREATE INDEX minigame_bets_member_settled ON minigame_bets (member_id, settled_at)
  WHERE status IN (1, 2);
