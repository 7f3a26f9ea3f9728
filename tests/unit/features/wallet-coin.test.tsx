// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  AdminWalletRequestView,
  CoinDepositAddress,
  WalletRequestView,
} from '../../../common/contract/wallet.contract';
import { closedDialogs, dialogsStore, emptyLoginDraft } from '../../../src/stores/dialogs.store';
import { sessionStore } from '../../../src/stores/session.store';
import { walletStore } from '../../../src/stores/wallet.store';
import { json, stubServer } from '../machines/fake-server';
import { memberUser } from './member-user.fixture';

const { ChargePage } = await import('../../../src/features/wallet/ChargePage');
const { WalletPanel } = await import('../../../src/features/admin/wallet/WalletPanel');

const user = memberUser();

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const HASH = `0x${'ab'.repeat(32)}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const wallets: CoinDepositAddress[] = [{ chargeType: 8, address: TRON, network: 'TRC-20' }];

function view(overrides: Partial<WalletRequestView> = {}): WalletRequestView {
  return {
    id: 1,
    kind: 'charge',
    amountWon: 100_000,
    status: 'pending',
    chargeType: 8,
    depositorName: '홍길동',
    txHash: 'ab'.repeat(32),
    rejectReason: null,
    createdAt: '2026-11-22T01:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
const page = (items: unknown[]) =>
  json(200, { items, page: 1, pageCount: 1, totalCount: items.length });

/** The network edge: the charge API, recording each POSTed body. */
function chargeServer(addresses: CoinDepositAddress[] = wallets) {
  const bodies: Record<string, unknown>[] = [];
  const server = stubServer({
    'GET /api/wallet/requests': () => page([]),
    'GET /api/wallet/coin-addresses': () => json(200, { addresses }),
    'POST /api/wallet/charge': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.txHash === `0x${'cd'.repeat(32)}`) {
        return json(409, {
          code: 'WALLET_TX_HASH_DUPLICATE',
          message: '이미 신청된 거래 해시(TXID)입니다.',
        });
      }
      return json(200, {
        request: view({
          amountWon: body.amountWon as number,
          chargeType: body.chargeType as number,
        }),
      });
    },
  });
  return { bodies, calls: server.calls };
}

async function fillForm(chargeType: string) {
  const form = screen.getByTestId('charge-form');
  const select = within(form).getByLabelText('충전 방식') as HTMLSelectElement;
  await waitFor(() =>
    expect(within(select).getByRole('option', { name: '코인 (USDT-TRC20)' })).toBeTruthy(),
  );
  fireEvent.change(within(form).getByLabelText('신청 금액'), { target: { value: '100000' } });
  fireEvent.change(within(form).getByLabelText('입금자명'), { target: { value: '홍길동' } });
  fireEvent.change(select, { target: { value: chargeType } });
  fireEvent.click(within(form).getByRole('button', { name: '충전 신청' }));
}

describe('coin deposit dialogs on /charge', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStore.setState({ user, token: 'tok' });
    walletStore.setState({ live: {} });
    dialogsStore.setState({ open: closedDialogs(), loginDraft: emptyLoginDraft });
    writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('coin types without a wallet are disabled; configured ones are not', async () => {
    chargeServer();
    render(<ChargePage />);
    const select = screen.getByLabelText('충전 방식');
    const trc = (await within(select).findByRole('option', {
      name: '코인 (USDT-TRC20)',
    })) as HTMLOptionElement;
    expect(trc.disabled).toBe(false);
    const erc = within(select).getByRole('option', {
      name: /USDT-ERC20.*준비중/,
    }) as HTMLOptionElement;
    expect(erc.disabled).toBe(true);
    expect(
      (within(select).getByRole('option', { name: '계좌이체' }) as HTMLOptionElement).disabled,
    ).toBe(false);
  });

  it('a coin type opens the deposit dialog instead of posting; copy, then confirm with the hash', async () => {
    const { bodies, calls } = chargeServer();
    render(<ChargePage />);
    await fillForm('8');

    const deposit = await screen.findByTestId('coin-deposit-dialog');
    expect(deposit.getAttribute('role')).toBe('dialog');
    expect(deposit.style.width).toBe('450px');
    expect(dialogsStore.getState().open.coinDeposit).toBe(true);
    expect(within(deposit).getByTestId('coin-address').textContent).toBe(TRON);
    expect(within(deposit).getByTestId('coin-network').textContent).toBe('TRC-20');
    expect(within(deposit).getByTestId('coin-amount').textContent).toBe('100,000원');
    expect(within(deposit).getByText(/관리자가 거래를 확인한 뒤 승인합니다/)).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    fireEvent.click(within(deposit).getByRole('button', { name: '주소 복사' }));
    await within(deposit).findByText('지갑 주소가 복사되었습니다.');
    expect(writeText).toHaveBeenCalledWith(TRON);

    fireEvent.click(within(deposit).getByRole('button', { name: '입금 완료' }));
    const confirm = await screen.findByTestId('coin-deposit-confirm-dialog');
    expect(screen.queryByTestId('coin-deposit-dialog')).toBeNull();
    expect(dialogsStore.getState().open).toMatchObject({
      coinDeposit: false,
      coinDepositConfirm: true,
    });

    // The format is checked before anything is sent.
    const field = within(confirm).getByLabelText('거래 해시 (TXID)');
    fireEvent.click(within(confirm).getByRole('button', { name: '충전 신청' }));
    expect(await within(confirm).findByText('거래 해시(TXID)를 입력해주세요.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '0x1234' } });
    fireEvent.click(within(confirm).getByRole('button', { name: '충전 신청' }));
    expect(await within(confirm).findByText(/형식이 올바르지 않습니다/)).toBeTruthy();
    expect(bodies).toEqual([]);

    // A server refusal stays in the dialog; the retry keeps the deposit's idempotency key.
    fireEvent.change(field, { target: { value: `0x${'cd'.repeat(32)}` } });
    fireEvent.click(within(confirm).getByRole('button', { name: '충전 신청' }));
    expect(await within(confirm).findByText('이미 신청된 거래 해시(TXID)입니다.')).toBeTruthy();
    fireEvent.change(field, { target: { value: ` ${HASH} ` } });
    fireEvent.click(within(confirm).getByRole('button', { name: '충전 신청' }));

    await screen.findByText('100,000원 충전 신청이 접수되었습니다. 승인 후 반영됩니다.');
    expect(screen.queryByTestId('coin-deposit-confirm-dialog')).toBeNull();
    expect(dialogsStore.getState().open.coinDepositConfirm).toBe(false);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      amountWon: 100_000,
      depositorName: '홍길동',
      chargeType: 8,
      txHash: HASH,
      idempotencyKey: bodies[0]!.idempotencyKey,
    });
    expect(bodies[1]!.idempotencyKey).toMatch(UUID);
  });

  it('the confirm dialog goes back to the deposit dialog; closing sends nothing', async () => {
    const { bodies } = chargeServer();
    render(<ChargePage />);
    await fillForm('8');
    fireEvent.click(
      within(await screen.findByTestId('coin-deposit-dialog')).getByRole('button', {
        name: '입금 완료',
      }),
    );
    const confirm = await screen.findByTestId('coin-deposit-confirm-dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: '이전' }));
    const deposit = await screen.findByTestId('coin-deposit-dialog');
    fireEvent.click(within(deposit).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByTestId('coin-deposit-dialog')).toBeNull());
    expect(bodies).toEqual([]);
  });

  it('bank transfer is unchanged: posted straight away, no dialog, no hash', async () => {
    const { bodies } = chargeServer();
    render(<ChargePage />);
    await fillForm('7');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ amountWon: 100_000, depositorName: '홍길동', chargeType: 7 });
    expect(bodies[0]).not.toHaveProperty('txHash');
    expect(screen.queryByTestId('coin-deposit-dialog')).toBeNull();
    expect(dialogsStore.getState().open.coinDeposit).toBe(false);
  });

  it('with no wallet list (server error) every coin type is disabled', async () => {
    stubServer({
      'GET /api/wallet/requests': () => page([]),
      'GET /api/wallet/coin-addresses': () => json(500, { code: 'INTERNAL', message: '오류' }),
    });
    render(<ChargePage />);
    const select = screen.getByLabelText('충전 방식');
    await waitFor(() =>
      expect(
        (within(select).getByRole('option', { name: /USDT-TRC20.*준비중/ }) as HTMLOptionElement)
          .disabled,
      ).toBe(true),
    );
  });
});

describe('admin 입출금 tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the tx hash of a pending coin charge and saves a wallet per coin type', async () => {
    const row: AdminWalletRequestView = {
      ...view({ id: 5 }),
      userId: 'demo',
      nickname: '행운의별',
    };
    const saved: unknown[] = [];
    stubServer({
      'GET /api/admin/wallet/requests': () => page([row]),
      'GET /api/admin/wallet/coin-addresses': () => json(200, { addresses: [] }),
      'PUT /api/admin/wallet/coin-addresses/9': async (request) => {
        saved.push(await request.json());
        return json(200, {
          addresses: [
            {
              chargeType: 9,
              address: `0x${'ab'.repeat(20)}`,
              network: 'ERC-20',
              updatedAt: '2026-11-22T01:00:00.000Z',
            },
          ],
        });
      },
    });
    render(<WalletPanel />);
    expect((await screen.findByTestId('admin-wallet-tx-hash')).textContent).toBe('ab'.repeat(32));

    const card = screen.getByTestId('admin-coin-addresses');
    const erc = await within(card).findByLabelText('코인 (USDT-ERC20) 지갑 주소');
    expect(
      (within(card).getByLabelText('코인 (USDT-ERC20) 네트워크') as HTMLInputElement).value,
    ).toBe('ERC-20');
    fireEvent.change(erc, { target: { value: 'bad address' } });
    const ercRow = within(card)
      .getAllByTestId('coin-address-row')
      .find((r) => r.dataset.chargeType === '9')!;
    fireEvent.click(within(ercRow).getByRole('button', { name: '저장' }));
    expect(await within(card).findByText(/영문과 숫자 20~100자/)).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(erc, { target: { value: `0x${'ab'.repeat(20)}` } });
    fireEvent.click(within(ercRow).getByRole('button', { name: '저장' }));
    await within(card).findByText('코인 (USDT-ERC20) 입금 지갑이 저장되었습니다.');
    expect(saved).toEqual([{ address: `0x${'ab'.repeat(20)}`, network: 'ERC-20' }]);
    await waitFor(() =>
      expect(
        within(card)
          .getAllByTestId('coin-address-row')
          .find((r) => r.dataset.chargeType === '9')!.dataset.configured,
      ).toBe('true'),
    );
  });
});
