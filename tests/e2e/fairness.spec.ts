import { expect, test, type Page } from '@playwright/test';
import { createFundedMember, logIn, openTab } from './support/site';
import {
  advanceClock,
  CLASSIC_SLOT,
  LIVE_BACCARAT,
  openGameWindow,
  STAKE_WON,
  waitForBettingWindow,
} from './support/casino';

/** The record's localStorage key (common/contract/fairness-record.contract.ts). */
const RECORD_KEY = 'fairness-record';

interface StoredEntry {
  id: string;
  kind: string;
  gameCode: string;
  shown: { commitHex: string };
  revealed?: { serverSeedHex: string | null };
}

/** The record as the page's origin holds it (the provider pages share the site's origin). */
async function storedEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredEntry[],
    RECORD_KEY,
  );
}

/** The id of the newest revealed entry of a game, once the game page has completed it. */
async function revealedEntryId(page: Page, kind: string, gameCode: string): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const found = (await storedEntries(page))
          .filter((entry) => entry.kind === kind && entry.gameCode === gameCode)
          .filter((entry) => typeof entry.revealed?.serverSeedHex === 'string')
          .at(-1);
        id = found?.id ?? '';
        return id !== '';
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return id;
}

function verdictOf(page: Page, entryId: string) {
  return page
    .getByTestId('fairness-record')
    .locator(`[data-testid="record-entry"][data-entry-id="${entryId}"]`)
    .getByTestId('record-verdict');
}

test('/fairness: a slot spin and a baccarat round are in 내 기록 as 일치; a tampered commit turns 불일치', async ({
  browser,
  request,
}) => {
  const account = await createFundedMember(request, 100_000);
  const member = await openTab(browser);
  const { page } = member;
  await logIn(member, account);

  // One slot spin in the provider's game window.
  const slot = await openGameWindow(member, '/slot', CLASSIC_SLOT);
  await expect(slot.getByTestId('slot-game')).toHaveAttribute('data-state', 'idle');
  await slot.getByTestId('stake-select').selectOption(String(STAKE_WON));
  await slot.getByTestId('spin-button').click();
  await expect(slot.getByTestId('win-amount')).toHaveAttribute('data-final', 'true', {
    timeout: 30_000,
  });
  const slotId = await revealedEntryId(slot, 'slot', CLASSIC_SLOT);
  await slot.close();

  // One baccarat round at the live table, stepped through dealing and settlement.
  const table = await openGameWindow(member, '/casino', LIVE_BACCARAT);
  await waitForBettingWindow(table, request);
  await table.getByTestId(`chip-${STAKE_WON}`).click();
  await table.getByTestId('bet-spot-player').click();
  await table.getByTestId('confirm-bets').click();
  await expect(table.getByTestId('confirmed-total')).toHaveText('1,000원');
  const result = table.getByTestId('table-win');
  await expect
    .poll(
      async () => {
        if (await result.isVisible()) return true;
        await advanceClock(request, 5);
        return false;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  const tableId = await revealedEntryId(table, 'table', LIVE_BACCARAT);
  await table.close();

  // 내 기록: both entries checked against the record alone.
  await page.goto('/fairness');
  await expect(page.getByTestId('fairness-page')).toBeVisible();
  await expect(verdictOf(page, slotId)).toHaveText('일치');
  await expect(verdictOf(page, tableId)).toHaveText('일치');
  await page.screenshot({ path: 'artifacts/screenshots/fairness-record.png' });

  // The recorded commit changed in storage: the slot entry names it, the table entry stays.
  await page.evaluate(
    ({ key, id }) => {
      const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as StoredEntry[];
      const entry = entries.find((item) => item.id === id)!;
      const last = entry.shown.commitHex.slice(-1);
      entry.shown.commitHex = entry.shown.commitHex.slice(0, -1) + (last === '0' ? '1' : '0');
      localStorage.setItem(key, JSON.stringify(entries));
    },
    { key: RECORD_KEY, id: slotId },
  );
  await page.reload();
  await expect(verdictOf(page, slotId)).toHaveText('불일치: 서버 시드 커밋');
  await expect(verdictOf(page, slotId)).toHaveAttribute('data-status', 'mismatch');
  await expect(verdictOf(page, tableId)).toHaveText('일치');
  await member.context.close();
});
