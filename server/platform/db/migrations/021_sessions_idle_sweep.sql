-- The idle-expiry sweep (server/auth/session-expiry.ts) runs every tick on every node and
-- asks for the live sessions idle past the limit: this keeps that a short range read of the
-- live sessions only, however many ended sessions the table holds.
CREATE INDEX sessions_live_last_seen_idx ON sessions (last_seen_at) WHERE ended_at IS NULL;
