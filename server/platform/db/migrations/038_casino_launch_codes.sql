-- A launch hands the member's browser a one-time code, not the wallet token
-- (docs/casino-wallet.md "Launch"): the provider exchanges the code once, server to server and
-- signed, for the token its wallet calls carry. Both are stored only as their hex SHA-256.
-- Launches made before this migration already hold a token and no code; they keep working until
-- they expire.
ALTER TABLE casino_launches ALTER COLUMN token_hash DROP NOT NULL;
ALTER TABLE casino_launches ADD COLUMN code_hash TEXT UNIQUE;
ALTER TABLE casino_launches ADD COLUMN code_expires_at TIMESTAMPTZ;
ALTER TABLE casino_launches ADD COLUMN exchanged_at TIMESTAMPTZ;
