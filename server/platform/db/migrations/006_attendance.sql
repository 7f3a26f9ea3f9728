-- Attendance: one check-in per member per Asia/Seoul day, paid in points through the
-- ledger (promotions → member_point) in the check-in's own transaction.
-- streak: yesterday's streak + 1, else 1. reward_points: what this check-in paid.

CREATE TABLE attendance_checkins (
  member_id      BIGINT NOT NULL REFERENCES members(id),
  day            DATE NOT NULL,            -- the Asia/Seoul calendar day
  streak         INT NOT NULL CHECK (streak >= 1),
  reward_points  BIGINT NOT NULL CHECK (reward_points >= 0),
  idempotency_key TEXT NOT NULL,          -- the client key of the check-in (a replay answers again)
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, day)
);

-- Reward rules operators edit (PUT /api/admin/attendance/rewards replaces the list).
-- streak_days = 1 is the base every check-in pays; any other row is a bonus added on the check-in
-- whose streak is exactly that long. Default: 100P a day; +1,000P on day 7, +3,000P on day 15,
-- +10,000P on day 30 of a streak.
CREATE TABLE attendance_rewards (
  streak_days  INT PRIMARY KEY CHECK (streak_days >= 1),
  points       BIGINT NOT NULL CHECK (points >= 0)
);
INSERT INTO attendance_rewards (streak_days, points) VALUES
  (1, 100), (7, 1000), (15, 3000), (30, 10000);
