-- Operator-managed pages: events with a period and a
-- visible flag, and the ordered sections of the rules page. Bodies are rich text that the
-- service sanitises on the way in (server/platform/lib/html-sanitizer.ts), so what is stored is
-- what members may render. The live-TV broadcast URL is a row of `settings`
-- (key 'liveTvBroadcastUrl'), not a table.

CREATE TABLE content_events (
  id          BIGSERIAL PRIMARY KEY,
  title       TEXT NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  body_html   TEXT NOT NULL CHECK (char_length(body_html) <= 250000),
  -- Asia/Seoul calendar days, both inclusive: the event is on from the first to the last day.
  start_date  DATE NOT NULL,
  end_date    DATE NOT NULL,
  visible     BOOLEAN NOT NULL DEFAULT TRUE,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT content_events_period CHECK (end_date >= start_date)
);
CREATE INDEX content_events_member_idx ON content_events (visible, end_date DESC, id DESC);

CREATE TABLE rule_sections (
  id          BIGSERIAL PRIMARY KEY,
  title       TEXT NOT NULL CHECK (char_length(title) BETWEEN 1 AND 30),
  body_html   TEXT NOT NULL CHECK (char_length(body_html) <= 250000),
  sort_order  INT NOT NULL DEFAULT 0,
  visible     BOOLEAN NOT NULL DEFAULT TRUE,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX rule_sections_order_idx ON rule_sections (sort_order, id);

-- Starting content, relative to the Seoul day the migration runs on (UTC+9, no DST). Bodies use
-- only tags the sanitiser keeps, so they are stored exactly as a sanitised save would store them
-- (tests/integration/content.test.ts checks this).
INSERT INTO content_events (title, body_html, start_date, end_date) VALUES
(
  '신규 회원 첫충전 10% 보너스',
  '<h3>신규 회원 첫충전 보너스</h3>'
  || '<p>가입 후 <strong>첫 충전</strong> 시 충전 금액의 <strong>10%</strong>를 포인트로 드립니다.</p>'
  || '<ul><li>최소 충전 금액: 30,000원</li><li>최대 지급 포인트: 300,000P</li>'
  || '<li>지급 포인트는 마이페이지에서 캐시로 전환할 수 있습니다.</li></ul>'
  || '<p>부정 가입 및 다중 계정이 확인되면 지급이 취소됩니다.</p>',
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date - 20,
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date + 40
),
(
  '매일 첫충 5% · 재충 3% 보너스',
  '<h3>매일 충전 보너스</h3>'
  || '<p>하루의 첫 충전에는 <strong>5%</strong>, 이후 충전에는 <strong>3%</strong> 보너스 포인트가 지급됩니다.</p>'
  || '<table><thead><tr><th>구분</th><th>보너스</th><th>최대</th></tr></thead>'
  || '<tbody><tr><td>첫충전</td><td>5%</td><td>100,000P</td></tr>'
  || '<tr><td>재충전</td><td>3%</td><td>50,000P</td></tr></tbody></table>'
  || '<p>날짜는 한국 시간 기준 00:00에 바뀝니다.</p>',
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date - 5,
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date + 25
),
(
  '출석체크 개근 보상 이벤트',
  '<h3>출석만 해도 포인트가 쌓입니다</h3>'
  || '<p>매일 출석체크 시 100P, 연속 출석 7일 · 15일 · 30일 달성 시 추가 보너스를 드립니다.</p>'
  || '<ol><li>7일 연속: 1,000P</li><li>15일 연속: 3,000P</li><li>30일 연속: 10,000P</li></ol>',
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date - 2,
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date + 60
),
(
  '주말 스포츠 연승 적중 이벤트',
  '<h3>주말 스포츠 5연승 도전</h3>'
  || '<p>토요일부터 일요일까지 <strong>3폴더 이상</strong> 조합 베팅으로 5연속 적중 시 50,000P를 드립니다.</p>'
  || '<p>적중 내역을 캡처하여 고객센터로 신청해주세요. 배당 1.50 미만 경기는 인정되지 않습니다.</p>',
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date + 5,
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date + 6
),
(
  '설날 특별 페이백 이벤트',
  '<h3>설 연휴 페이백</h3>'
  || '<p>연휴 기간 동안 낙첨 금액의 <strong>5%</strong>를 페이백으로 지급했습니다.</p>'
  || '<p>참여해주신 모든 회원님께 감사드립니다.</p>',
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date - 60,
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date - 55
),
(
  '파워볼 10연승 도전 이벤트',
  '<h3>파워볼 10연승 도전</h3>'
  || '<p>EOS 파워볼 회차 연속 10회 적중 시 100,000P를 지급했습니다.</p>'
  || '<p>다음 회차 이벤트를 기대해주세요.</p>',
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date - 40,
  ((now() AT TIME ZONE 'UTC') + interval '9 hours')::date - 10
);

INSERT INTO rule_sections (title, body_html, sort_order) VALUES
(
  '일반 규정',
  '<h3>일반 규정</h3>'
  || '<ol><li>본 사이트는 만 19세 이상 회원만 이용할 수 있습니다.</li>'
  || '<li>한 사람은 하나의 계정만 사용할 수 있으며, 다중 계정은 통보 없이 정지됩니다.</li>'
  || '<li>타인 명의의 계좌로 입출금할 수 없습니다.</li>'
  || '<li>시스템 오류로 잘못 지급된 금액은 회수될 수 있습니다.</li>'
  || '<li>운영진 사칭, 욕설, 도배 등은 게시판 이용 제한 사유가 됩니다.</li></ol>',
  1
),
(
  '스포츠 규정',
  '<h3>스포츠 규정</h3>'
  || '<ol><li>경기 결과는 연장전을 제외한 정규 시간 기준으로 처리합니다. (야구는 연장 포함)</li>'
  || '<li>경기가 취소되거나 연기되어 24시간 안에 재개되지 않으면 해당 경기는 적중특례(1.00) 처리됩니다.</li>'
  || '<li>보너스 배당이 포함된 조합에는 배당 1.30 미만 경기를 넣을 수 없습니다.</li>'
  || '<li>동일 경기의 승패와 언더오버 조합 등 연관 조합은 제한될 수 있습니다.</li>'
  || '<li>명백한 배당 오류로 접수된 베팅은 취소될 수 있습니다.</li></ol>',
  2
),
(
  '미니게임 규정',
  '<h3>미니게임 규정</h3>'
  || '<ol><li>회차 마감 이후의 베팅은 접수되지 않습니다.</li>'
  || '<li>결과는 회차마다 공개되는 서버 시드로 누구나 검증할 수 있습니다.</li>'
  || '<li>결과 송출 오류가 발생한 회차는 전액 취소(원금 반환) 처리됩니다.</li>'
  || '<li>한 회차에 양방 베팅(홀·짝 동시 등)은 금지되며 적발 시 당첨금이 회수됩니다.</li></ol>',
  3
),
(
  '카지노·슬롯 규정',
  '<h3>카지노·슬롯 규정</h3>'
  || '<ol><li>게임 결과는 게임사 기록을 기준으로 합니다.</li>'
  || '<li>게임 중 연결이 끊기면 게임사 정책에 따라 처리됩니다.</li>'
  || '<li>보너스 포인트로 전환한 금액은 롤링 조건을 채운 뒤 출금할 수 있습니다.</li></ol>',
  4
),
(
  '입출금 규정',
  '<h3>입출금 규정</h3>'
  || '<ol><li>입금 신청은 10,000원 단위, 최소 10,000원부터 가능합니다.</li>'
  || '<li>출금은 입금자명과 같은 명의의 계좌로만 가능합니다.</li>'
  || '<li>처리 대기 중인 신청이 있으면 새 신청을 할 수 없습니다.</li>'
  || '<li>은행 점검 시간(23:30 ~ 00:30)에는 처리가 늦어질 수 있습니다.</li></ol>',
  5
);
