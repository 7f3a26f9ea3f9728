-- Request-rate limits shared by every node (server/platform/http/pg-rate-limit.store.ts).
-- @fastify/rate-limit kept its counters in each node's memory, so behind a balancer a client got
-- the limit once per node. One row per (route, client address) and fixed window; the window's
-- end is the database's clock, so nodes whose clocks differ still agree on it. Rows whose window
-- ended are deleted now and then by the store; a stale row is harmless (its next hit resets it).
CREATE TABLE rate_limit_counters (
  key             TEXT PRIMARY KEY,
  hits            INTEGER NOT NULL,
  window_ends_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_ends_at);
