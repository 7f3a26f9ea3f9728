-- Customer service tickets: a member's question with a category flag
-- (1 입출금, 2 베팅, 3 계정, 4 이벤트, 5 기타) and its thread of member/operator messages.
-- Bodies are stored as the plain text typed; the client renders them as text, never HTML.

CREATE TABLE customer_tickets (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  category    INT NOT NULL CHECK (category BETWEEN 1 AND 5),
  title       TEXT NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  status      TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX customer_tickets_member_idx ON customer_tickets (member_id, id DESC);
CREATE INDEX customer_tickets_status_idx ON customer_tickets (status, id DESC);

CREATE TABLE customer_messages (
  id           BIGSERIAL PRIMARY KEY,
  ticket_id    BIGINT NOT NULL REFERENCES customer_tickets(id),
  author       TEXT NOT NULL CHECK (author IN ('member', 'operator')),
  author_id    BIGINT NOT NULL REFERENCES members(id),
  body         TEXT NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX customer_messages_ticket_idx ON customer_messages (ticket_id, id);
