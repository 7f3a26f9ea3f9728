-- Free board: posts and comments are plain text (never rendered as HTML).
-- Operators hide posts/comments and ban writers for a while (board_bans).

CREATE TABLE board_posts (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  title       TEXT NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  body        TEXT NOT NULL CHECK (char_length(body) BETWEEN 1 AND 10000),
  views       INT NOT NULL DEFAULT 0,
  hidden      BOOLEAN NOT NULL DEFAULT FALSE,
  deleted     BOOLEAN NOT NULL DEFAULT FALSE,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX board_posts_visible_idx ON board_posts (id DESC) WHERE NOT hidden AND NOT deleted;
CREATE INDEX board_posts_member_idx ON board_posts (member_id, created_at DESC);

CREATE TABLE board_comments (
  id          BIGSERIAL PRIMARY KEY,
  post_id     BIGINT NOT NULL REFERENCES board_posts(id),
  member_id   BIGINT NOT NULL REFERENCES members(id),
  body        TEXT NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  hidden      BOOLEAN NOT NULL DEFAULT FALSE,
  deleted     BOOLEAN NOT NULL DEFAULT FALSE,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX board_comments_post_idx ON board_comments (post_id, id);
CREATE INDEX board_comments_member_idx ON board_comments (member_id, created_at DESC);

-- One row per member: the latest ban replaces the previous one.
CREATE TABLE board_bans (
  member_id   BIGINT PRIMARY KEY REFERENCES members(id),
  until       TIMESTAMPTZ NOT NULL,
  reason      TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
