// @vitest-environment jsdom
/**
 * The /fairness page in a DOM: a vector's values pasted into 직접 검증 give 일치 and a tampered one
 * 불일치; 내 기록 shows each entry's verdict from the browser's storage; a vector's button runs.
 */
import { webcrypto } from 'node:crypto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAIRNESS_RECORD_KEY } from '../../../../common/contract/fairness-record.contract';
import { FairnessPage } from '../../../../src/features/fairness/FairnessPage';
import casino from '../../../../src/features/fairness/vectors/casino.json';
import { slotEntry, tableEntry } from './record-fixtures';

// jsdom's ArrayBuffer belongs to another realm than the one Node's WebCrypto accepts (a browser
// has one realm): hand WebCrypto Node buffers of the same bytes.
type Bytes = ArrayBuffer | ArrayBufferView;
const nodeBytes = (data: Bytes) =>
  ArrayBuffer.isView(data)
    ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    : Buffer.from(data);
const nodeSubtle = {
  digest: (algorithm: string, data: Bytes) => webcrypto.subtle.digest(algorithm, nodeBytes(data)),
  importKey: (
    format: 'raw',
    data: Bytes,
    algorithm: HmacImportParams,
    extractable: boolean,
    usages: KeyUsage[],
  ) => webcrypto.subtle.importKey(format, nodeBytes(data), algorithm, extractable, usages),
  sign: (algorithm: string, key: CryptoKey, data: Bytes) =>
    webcrypto.subtle.sign(algorithm, key, nodeBytes(data)),
};

beforeEach(() => {
  vi.stubGlobal('crypto', { subtle: nodeSubtle });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// A guard against a hang, not a speed check: the page recomputes in WebCrypto, and a busy
// machine runs jsdom slowly.
const PATIENCE = { timeout: 20_000 };

function paste(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function pasteSlotVector(outcome: unknown) {
  const vector = casino.games['classic-3x3'][0]!;
  const form = within(screen.getByTestId('fairness-manual'));
  fireEvent.change(form.getByTestId('manual-game'), { target: { value: 'classic-3x3' } });
  paste('manual-serverSeedHex', vector.serverSeedHex);
  paste('manual-commit', vector.commit);
  paste('manual-clientSeed', vector.clientSeed);
  paste('manual-nonce', String(vector.nonce));
  paste('manual-outcomeJson', JSON.stringify(outcome));
  fireEvent.click(form.getByTestId('manual-submit'));
  return vector;
}

describe('/fairness 직접 검증', () => {
  it('a published slot vector pasted in → commit and outcome 일치', async () => {
    render(<FairnessPage />);
    const vector = pasteSlotVector(casino.games['classic-3x3'][0]!.outcome);
    expect((await screen.findByTestId('manual-commit-result', {}, PATIENCE)).textContent).toBe(
      '일치',
    );
    expect(screen.getByTestId('manual-outcome-result').textContent).toBe('일치');
    expect(screen.getByTestId('manual-computed-commit').textContent).toContain(vector.commit);
  });

  it('a tampered outcome → 불일치, the commit still 일치', async () => {
    render(<FairnessPage />);
    const outcome = structuredClone(casino.games['classic-3x3'][0]!.outcome);
    outcome.totalPay += 1;
    pasteSlotVector(outcome);
    expect(
      (await screen.findByTestId('manual-outcome-result', {}, PATIENCE)).textContent,
    ).toContain('불일치');
    expect(screen.getByTestId('manual-commit-result').textContent).toBe('일치');
  });

  it('a table round from its seats: the combined seed is rebuilt and the outcome 일치', async () => {
    render(<FairnessPage />);
    const seats = casino.tableSeeds.find((set) => set.memberClientSeeds.length > 2)!;
    const vector = casino.games.baccarat.find((item) => item.clientSeed === seats.clientSeed)!;
    fireEvent.change(screen.getByTestId('manual-game'), { target: { value: 'baccarat' } });
    paste('manual-serverSeedHex', vector.serverSeedHex);
    paste('manual-commit', vector.commit);
    paste('manual-nonce', String(vector.nonce));
    paste('manual-seats', seats.memberClientSeeds.join('\n'));
    paste('manual-outcomeJson', JSON.stringify(vector.outcome));
    fireEvent.click(screen.getByTestId('manual-submit'));
    expect((await screen.findByTestId('manual-outcome-result', {}, PATIENCE)).textContent).toBe(
      '일치',
    );
    expect(screen.getByTestId('manual-client-seed').textContent).toContain(seats.clientSeed);
  });
});

describe('/fairness 내 기록', () => {
  it('entries of the record are checked against it: 일치', async () => {
    const entries = [slotEntry(), tableEntry()];
    window.localStorage.setItem(FAIRNESS_RECORD_KEY, JSON.stringify(entries));
    render(<FairnessPage />);
    const rows = await screen.findAllByTestId('record-entry', {}, PATIENCE);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      await waitFor(
        () => expect(within(row).getByTestId('record-verdict').textContent).toBe('일치'),
        PATIENCE,
      );
    }
  });

  it('a tampered recorded commit → 불일치: 서버 시드 커밋', async () => {
    const entry = slotEntry();
    const commitHex = entry.shown.commitHex.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    window.localStorage.setItem(
      FAIRNESS_RECORD_KEY,
      JSON.stringify([{ ...entry, shown: { ...entry.shown, commitHex } }]),
    );
    render(<FairnessPage />);
    const verdict = await screen.findByTestId('record-verdict', {}, PATIENCE);
    expect(verdict.textContent).toContain('불일치: 서버 시드 커밋');
    expect(verdict.getAttribute('data-status')).toBe('mismatch');
  });

  it('an entry without its reveal → 확인 불가', async () => {
    const { revealed: _unused, ...entry } = slotEntry();
    window.localStorage.setItem(FAIRNESS_RECORD_KEY, JSON.stringify([entry]));
    render(<FairnessPage />);
    expect((await screen.findByTestId('record-verdict', {}, PATIENCE)).textContent).toContain(
      '확인 불가',
    );
  });

  it('a broken store is reported in Korean, not guessed at', () => {
    window.localStorage.setItem(FAIRNESS_RECORD_KEY, '{not json');
    render(<FairnessPage />);
    expect(screen.getByTestId('record-broken').textContent).toContain('기록을 읽을 수 없습니다');
    expect(screen.queryByTestId('record-entry')).toBeNull();
  });
});

describe('/fairness 테스트 벡터', () => {
  it('a published vector run in the page → 일치', async () => {
    render(<FairnessPage />);
    const group = screen
      .getAllByTestId('vector-group')
      .find((node) => node.getAttribute('data-group-id') === 'casino-baccarat')!;
    const first = within(group).getAllByTestId('vector-case')[0]!;
    fireEvent.click(within(first).getByTestId('vector-run'));
    expect((await within(first).findByTestId('vector-result', {}, PATIENCE)).textContent).toBe(
      '일치',
    );
  });
});
