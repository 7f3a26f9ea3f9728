-- Which rounds the operator decided at the stuck-round desk (settled with a win of their choice,
-- or every standing stake refunded): the round lifecycle (server/casino/wallet/
-- casino-round-lifecycle.ts, docs/casino-wallet.md "The round table") answers a later call of the
-- provider for such a round with what already happened and moves nothing, where a round the
-- provider closed itself follows the provider's own rules. NULL: the provider's round.
ALTER TABLE casino_rounds ADD COLUMN operator_decision TEXT
  CHECK (operator_decision IN ('settled', 'rolled_back'));
