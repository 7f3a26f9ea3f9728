import { expect, test, type Page } from '@playwright/test';
import { createFundedMember, logIn, openAdmin, openTab, type Tab } from './support/site';

// Operator content and live-TV settings are site-wide: run these one after another.
test.describe.configure({ mode: 'serial' });

const XSS_PAYLOAD =
  '<p>이벤트 본문입니다.</p><script>window.__contentXss = 1</script>' +
  '<img src="x" onerror="window.__contentXss = 2"><a href="javascript:window.__contentXss=3">링크</a>';

const pwned = (page: Page) =>
  page.evaluate(() => (window as { __contentXss?: number }).__contentXss);

/** Fills the admin event form: the HTML goes into the body's source view as typed. */
async function saveEvent(admin: Tab, title: string, bodyHtml: string) {
  await admin.page.getByTestId('admin-tab-content').click();
  const events = admin.page.getByTestId('content-events');
  await events.getByRole('button', { name: '새 이벤트' }).click();
  const form = admin.page.getByTestId('content-event-form');
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('내용').fill(bodyHtml);
  // The preview frame runs nothing, even in the operator's own browser.
  await form.getByRole('button', { name: '미리보기' }).click();
  await expect(form.getByTestId('content-preview')).toHaveAttribute('sandbox', '');
  await form.getByRole('button', { name: 'HTML' }).click();
  await form.getByRole('button', { name: '저장' }).click();
  await expect(events.getByRole('status')).toHaveText('저장했습니다.');
  await expect(events.getByTestId('content-event-row').filter({ hasText: title })).toHaveCount(1);
}

test('an operator’s <script>/onerror in an event is removed on save and never runs for members', async ({
  browser,
  request,
}) => {
  const admin = await openAdmin(browser);
  await saveEvent(admin, '스크립트 이벤트 시험', XSS_PAYLOAD);
  expect(await pwned(admin.page)).toBeUndefined();

  const member = await openTab(browser);
  await logIn(member, await createFundedMember(request, 0));
  await member.page.goto('/event');
  const rows = member.page.getByTestId('event-row');
  await expect(rows.first()).toHaveAttribute('data-phase', 'ongoing');
  // Seeded ended events come last, labelled 종료.
  await expect(rows.last()).toHaveAttribute('data-phase', 'ended');
  await expect(rows.last()).toContainText('종료');

  await rows.filter({ hasText: '스크립트 이벤트 시험' }).getByRole('link').click();
  await expect(member.page).toHaveURL(/\/event\/\d+$/);
  const body = member.page.getByTestId('event-body');
  await expect(body).toContainText('이벤트 본문입니다.');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror], [onclick], a[href^="javascript"]')).toHaveCount(0);
  await body.getByText('링크').click();
  expect(await pwned(member.page)).toBeUndefined();
  expect(member.alerts).toEqual([]);
  await member.context.close();
  await admin.context.close();
});

test('rules show as section tabs in the operators’ order', async ({ browser }) => {
  const visitor = await openTab(browser);
  await visitor.page.goto('/rule');
  const tabs = visitor.page.getByTestId('rule-tab');
  await expect(tabs).toHaveText([
    '일반 규정',
    '스포츠 규정',
    '미니게임 규정',
    '카지노·슬롯 규정',
    '입출금 규정',
  ]);
  await tabs.filter({ hasText: '미니게임 규정' }).click();
  await expect(visitor.page.getByTestId('rule-body')).toContainText('회차 마감');
  await visitor.context.close();
});

test('/livetv opens in a new tab: our live scores, or the operator’s broadcast in a sandbox', async ({
  browser,
  request,
}) => {
  const member = await openTab(browser);
  await logIn(member, await createFundedMember(request, 0));
  const link = member.page.getByTestId('global-menu').getByRole('link', { name: '라이브TV' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const [tv] = await Promise.all([member.context.waitForEvent('page'), link.click()]);
  await expect(tv).toHaveURL(/\/livetv$/);
  await expect(tv.getByTestId('live-scores-panel')).toBeVisible();
  await expect(member.page).not.toHaveURL(/\/livetv/);

  const admin = await openAdmin(browser);
  await admin.page.getByTestId('admin-tab-content').click();
  const card = admin.page.getByTestId('content-livetv');
  await card.getByLabel('중계 주소 (https)').fill('http://insecure.example/live');
  await card.getByRole('button', { name: '저장' }).click();
  await expect(card.getByRole('alert')).toHaveText('https:// 로 시작하는 주소를 입력해주세요.');
  await card.getByLabel('중계 주소 (https)').fill('https://player.example.com/embed/live');
  await card.getByRole('button', { name: '저장' }).click();
  await expect(card.getByTestId('content-livetv-current')).toContainText(
    'https://player.example.com/embed/live',
  );

  await tv.reload();
  const frame = tv.getByTestId('livetv-frame');
  await expect(frame).toHaveAttribute('src', 'https://player.example.com/embed/live');
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-presentation allow-same-origin',
  );
  await expect(tv.getByTestId('live-scores-panel')).toHaveCount(0);

  // Put the site back: no broadcast.
  await card.getByLabel('중계 주소 (https)').fill('');
  await card.getByRole('button', { name: '저장' }).click();
  await expect(card.getByTestId('content-livetv-current')).toContainText('설정된 중계가 없습니다.');
  await member.context.close();
  await admin.context.close();
});

test('/member: a new nickname shows in the top bar; the phone is typed and shown with hyphens', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 0);
  const member = await openTab(browser);
  await logIn(member, account);
  await member.page.goto('/member');
  const form = member.page.getByTestId('member-edit-form');
  await expect(form.getByLabel('휴대폰 번호')).toHaveValue('010-5555-0000');

  await form.getByLabel('닉네임').fill('운영자');
  await form.getByRole('button', { name: '정보 저장' }).click();
  await expect(form.getByRole('alert')).toHaveText('사용할 수 없는 닉네임입니다.');
  await form.getByLabel('닉네임').fill('데모회원');
  await form.getByRole('button', { name: '정보 저장' }).click();
  await expect(form.getByRole('alert')).toHaveText('이미 사용 중인 닉네임입니다.');

  const nickname = `새닉${account.userId.slice(-6)}`;
  await form.getByLabel('닉네임').fill(nickname);
  await form.getByLabel('휴대폰 번호').fill('');
  await form.getByLabel('휴대폰 번호').pressSequentially('01098765432');
  await expect(form.getByLabel('휴대폰 번호')).toHaveValue('010-9876-5432');
  await form.getByRole('button', { name: '정보 저장' }).click();
  await expect(form.getByRole('status')).toHaveText('회원정보를 저장했습니다.');
  await expect(member.page.getByTestId('topbar-nickname')).toContainText(nickname);
  await expect(member.page.getByTestId('member-phone')).toHaveText('010-9876-5432');

  await member.page.reload();
  await expect(member.page.getByTestId('member-edit-form').getByLabel('닉네임')).toHaveValue(
    nickname,
  );
  await member.context.close();
});

test('a member closes an own ticket: replies stop on both sides', async ({ browser, request }) => {
  const member = await openTab(browser);
  await logIn(member, await createFundedMember(request, 0));
  await member.page.goto('/customer/write');
  await member.page.getByLabel('문의 유형').selectOption({ index: 1 });
  await member.page.getByLabel('제목').fill('종료 시험 문의');
  await member.page.getByLabel('내용').fill('해결되었습니다.');
  await member.page.getByTestId('customer-submit').click();
  await expect(member.page).toHaveURL(/\/customer\/view\/\d+/);
  await member.page.getByTestId('customer-close').click(); // the confirm is accepted
  await expect(member.page.getByTestId('customer-view')).toHaveAttribute('data-status', 'closed');
  await expect(member.page.getByText('종료된 문의입니다.')).toBeVisible();
  await expect(member.page.getByTestId('customer-reply-submit')).toHaveCount(0);

  const admin = await openAdmin(browser);
  await admin.page.getByTestId('admin-tab-customer').click();
  const row = admin.page.getByTestId('admin-customer-row').filter({ hasText: '종료 시험 문의' });
  await expect(row).toHaveAttribute('data-status', 'closed');
  await row.getByRole('button', { name: '보기' }).click();
  const view = admin.page.getByTestId('admin-customer-view');
  await expect(view.getByText('종료된 문의입니다.')).toBeVisible();
  await expect(view.getByTestId('admin-customer-answer-submit')).toBeHidden();
  await member.context.close();
  await admin.context.close();
});
