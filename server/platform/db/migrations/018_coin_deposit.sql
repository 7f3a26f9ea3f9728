-- Coin deposits (spec §3 chargeType / §4 'coin deposit and confirm' dialogs).
-- The operator sets one deposit wallet address and network per coin charge type; a member's
-- coin charge request carries the transaction hash the member paid with.

CREATE TABLE coin_deposit_addresses (
  charge_type  INT PRIMARY KEY,
  address      TEXT NOT NULL CHECK (char_length(address) BETWEEN 20 AND 100),
  network      TEXT NOT NULL CHECK (char_length(network) BETWEEN 1 AND 30),
  updated_at   TIMESTAMPTZ NOT NULL,
  updated_by   BIGINT REFERENCES members(id)
);

-- Stored normalised: 64 lowercase hex digits, without a '0x' prefix (the service does it).
ALTER TABLE wallet_requests ADD COLUMN tx_hash TEXT;
-- One transaction pays one charge: a hash may not back two live (pending or approved) requests.
-- A cancelled or rejected request paid nothing, so its hash may be claimed again. The service
-- checks first under the member's lock; this index is the backstop across members.
CREATE UNIQUE INDEX wallet_requests_tx_hash_live ON wallet_requests (tx_hash)
  WHERE tx_hash IS NOT NULL AND status IN ('pending', 'approved');
