// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { BankAccountState } from '../../../../common/contract/member-admin.contract';
import { BankAccountCard } from '../../../../src/features/wallet/BankAccountCard';
import { json, stubServer } from '../../machines/fake-server';

/** The member's bank-account card on /exchange. */
const EMPTY: BankAccountState = { account: null, pending: null, lastRejected: null };
const REGISTERED: BankAccountState = {
  account: {
    bankName: '신한은행',
    accountNumber: '110123456789',
    holder: '홍길동',
    registeredAt: '2026-11-25T01:00:00.000Z',
  },
  pending: null,
  lastRejected: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('BankAccountCard', () => {
  it('refuses a bad account number and a missing PIN in Korean without calling the server', async () => {
    const { calls } = stubServer({ 'GET /api/wallet/bank-account': () => json(200, EMPTY) });
    render(<BankAccountCard />);
    const form = await screen.findByTestId('bank-account-form');
    fill(form, '은행', '신한은행');
    fill(form, '계좌번호', '12ab');
    fill(form, '예금주', '홍길동');
    fireEvent.click(within(form).getByRole('button', { name: '계좌 등록' }));
    expect(await screen.findByText('계좌번호는 숫자 8~20자리로 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('출금 비밀번호를 입력해주세요.')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('sends the account with the PIN and shows a change as waiting for the operator', async () => {
    const bodies: unknown[] = [];
    let state: BankAccountState = REGISTERED;
    stubServer({
      'GET /api/wallet/bank-account': () => json(200, state),
      'POST /api/wallet/bank-account': async (request) => {
        bodies.push(await request.json());
        state = {
          ...REGISTERED,
          pending: {
            id: 7,
            bankName: '카카오뱅크',
            accountNumber: '3333012345678',
            holder: '홍길동',
            createdAt: '2026-11-25T02:00:00.000Z',
          },
        };
        return json(200, { outcome: 'pending', state });
      },
    });
    render(<BankAccountCard />);
    expect((await screen.findByTestId('bank-account-current')).textContent).toBe(
      '신한은행 110123456789 (예금주 홍길동)',
    );
    const form = screen.getByTestId('bank-account-form');
    fill(form, '은행', '카카오뱅크');
    fill(form, '계좌번호', '3333-01-2345678');
    fill(form, '예금주', '홍길동');
    fill(form, '출금 비밀번호', '1234');
    fireEvent.click(within(form).getByRole('button', { name: '계좌 변경 신청' }));
    expect(
      await screen.findByText('계좌 변경을 신청했습니다. 관리자 확인 후 적용됩니다.'),
    ).toBeTruthy();
    expect(bodies).toEqual([
      {
        bankName: '카카오뱅크',
        accountNumber: '3333-01-2345678',
        holder: '홍길동',
        withdrawPassword: '1234',
      },
    ]);
    // While the change waits, the form is gone and the pending account is named.
    expect(
      await screen.findByText(
        '변경 신청 중: 카카오뱅크 3333012345678 (예금주 홍길동) (관리자 확인 후 적용됩니다)',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('bank-account-form')).toBeNull();
  });
});
