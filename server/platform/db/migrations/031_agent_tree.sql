-- Agents as a tree: head office → distributors → agents → members, any
-- depth. members.agent_id keeps one meaning: the direct upline. For a member (type 1) it is the
-- member's direct agent (as before); for an agent (type 2) it is the parent agent (NULL = a root,
-- the head office). Two derived tables follow members.agent_id through triggers, so every writer
-- (sign-up, the manager area, the operator's member editor, the seed) keeps them right.

-- The closure of the agent tree: one row per (ancestor, descendant) pair of agents, the agent
-- itself included at depth 0. Chosen over a recursive CTE for report speed: "the whole subtree
-- of A" is one index range scan on (ancestor_id), whatever the depth, and the reports join it
-- to members.agent_id (indexed) instead of walking the tree per query; the tree is small (agents
-- only, members are leaves found through agent_id) and changes rarely.
CREATE TABLE agent_tree (
  ancestor_id    BIGINT NOT NULL REFERENCES members(id),
  descendant_id  BIGINT NOT NULL REFERENCES members(id),
  depth          INT NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
CREATE INDEX agent_tree_descendant_idx ON agent_tree (descendant_id, depth);

-- Which direct agent a member had over which grading times (the move-agent case: a member who
-- changes agent must not let the new agent claim turnover the old one settled): turnover graded in [valid_from, valid_to) is credited to agent_id's path, so a move
-- leaves what was graded before it with the old path. The first period starts at the epoch
-- (rolling's origin): a member has no turnover before it exists.
CREATE TABLE member_agent_periods (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  agent_id    BIGINT NOT NULL REFERENCES members(id),
  valid_from  TIMESTAMPTZ NOT NULL,
  valid_to    TIMESTAMPTZ,
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
CREATE UNIQUE INDEX member_agent_periods_open ON member_agent_periods (member_id)
  WHERE valid_to IS NULL;
CREATE INDEX member_agent_periods_agent_idx ON member_agent_periods (agent_id, valid_from);

-- Keeps both tables in step with members.agent_id. A move is stamped with the transaction's
-- 'app.agent_moved_at' setting when the application sets it (its clock, so tests with a fake
-- clock agree with the grading times they write), else now().
CREATE FUNCTION members_follow_agent_tree() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_at TIMESTAMPTZ;
BEGIN
  IF NEW.type = 2 THEN
    INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      VALUES (NEW.id, NEW.id, 0) ON CONFLICT DO NOTHING;
    IF TG_OP = 'UPDATE' AND NEW.agent_id IS NOT DISTINCT FROM OLD.agent_id THEN
      RETURN NEW;
    END IF;
    IF NEW.agent_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.agent_id
    ) THEN
      RAISE EXCEPTION 'agent % cannot move under its own subtree', NEW.id;
    END IF;
    -- Detach the subtree from its old ancestors, then hang it under the new parent's path.
    DELETE FROM agent_tree
     WHERE descendant_id IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id)
       AND ancestor_id NOT IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id);
    IF NEW.agent_id IS NOT NULL THEN
      INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      SELECT p.ancestor_id, c.descendant_id, p.depth + c.depth + 1
        FROM agent_tree p CROSS JOIN agent_tree c
       WHERE p.descendant_id = NEW.agent_id AND c.ancestor_id = NEW.id;
    END IF;
    RETURN NEW;
  END IF;

  IF TG_OP = 'INSERT' THEN
    IF NEW.agent_id IS NOT NULL THEN
      INSERT INTO member_agent_periods (member_id, agent_id, valid_from)
        VALUES (NEW.id, NEW.agent_id, 'epoch');
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.agent_id IS NOT DISTINCT FROM OLD.agent_id THEN
    RETURN NEW;
  END IF;
  moved_at := COALESCE(NULLIF(current_setting('app.agent_moved_at', true), '')::timestamptz, now());
  -- Never before the open period began, so periods never overlap.
  moved_at := GREATEST(moved_at, (SELECT max(valid_from) FROM member_agent_periods
                                    WHERE member_id = NEW.id));
  UPDATE member_agent_periods SET valid_to = moved_at
   WHERE member_id = NEW.id AND valid_to IS NULL;
  IF NEW.agent_id IS NOT NULL THEN
    INSERT INTO member_agent_periods (member_id, agent_id, valid_from)
      VALUES (NEW.id, NEW.agent_id, moved_at);
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER members_agent_tree AFTER INSERT OR UPDATE OF agent_id, type ON members
  FOR EACH ROW EXECUTE FUNCTION members_follow_agent_tree();

-- The rows of the members that exist already.
INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up (descendant_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM members WHERE type = 2
  UNION ALL
  SELECT up.descendant_id, p.agent_id, up.depth + 1
    FROM up JOIN members p ON p.id = up.ancestor_id
   WHERE p.agent_id IS NOT NULL AND up.depth < 64
)
SELECT ancestor_id, descendant_id, min(depth) FROM up GROUP BY ancestor_id, descendant_id;

INSERT INTO member_agent_periods (member_id, agent_id, valid_from)
SELECT id, agent_id, 'epoch' FROM members WHERE type = 1 AND agent_id IS NOT NULL;
