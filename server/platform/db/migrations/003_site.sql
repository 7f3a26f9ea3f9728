-- Site settings, pop-ups, messages and the admin audit log (spec §3, §7; issue: admin area).
CREATE TABLE settings (
  key         TEXT PRIMARY KEY,
  value       JSONB NOT NULL,
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE popups (
  id               BIGSERIAL PRIMARY KEY,
  title            TEXT NOT NULL,
  contents         TEXT NOT NULL,
  width            INT NOT NULL,
  height           INT NOT NULL,
  pc_left          INT NOT NULL DEFAULT 0,
  pc_top           INT NOT NULL DEFAULT 0,
  popup_flg        BOOLEAN NOT NULL DEFAULT TRUE,
  visible_flag     BOOLEAN NOT NULL DEFAULT TRUE,
  deleted_at       TIMESTAMPTZ,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE messages (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  sender_id   BIGINT REFERENCES members(id),
  title       TEXT NOT NULL,
  body        TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  read_at     TIMESTAMPTZ,
  deleted_at  TIMESTAMPTZ
);
CREATE INDEX messages_member_idx ON messages (member_id, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE news_links (
  id          BIGSERIAL PRIMARY KEY,
  contents    TEXT NOT NULL,
  sort_order  INT NOT NULL DEFAULT 0
);

CREATE TABLE messenger_contacts (
  id          BIGSERIAL PRIMARY KEY,
  name        TEXT NOT NULL,
  account     TEXT NOT NULL,
  img_path    TEXT NOT NULL,
  sort_order  INT NOT NULL DEFAULT 0
);

CREATE TABLE audit_log (
  id          BIGSERIAL PRIMARY KEY,
  actor_id    BIGINT REFERENCES members(id),
  action      TEXT NOT NULL,
  target      TEXT NOT NULL DEFAULT '',
  before      JSONB,
  after       JSONB,
  ip          TEXT NOT NULL DEFAULT '',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (id DESC);

CREATE TABLE password_reset_requests (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  ip          TEXT NOT NULL DEFAULT '',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  handled_at  TIMESTAMPTZ
);
