// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestForm } from '../../../../src/features/wallet/RequestForm';
import { WALLET } from '../../../../common/i18n/wallet.ko';

afterEach(cleanup);

function renderForm(overrides: Partial<Parameters<typeof RequestForm>[0]> = {}) {
  const props = {
    kind: 'exchange' as const,
    texts: WALLET.exchange,
    pendingWon: null,
    amount: '',
    onAmountChange: vi.fn(),
    amountError: null,
    notice: null,
    busy: false,
    onSubmit: vi.fn((event: { preventDefault: () => void }) => event.preventDefault()),
    children: <input aria-label="추가 필드" />,
    ...overrides,
  };
  render(<RequestForm {...props} />);
  return props;
}

/** The form /charge and /exchange share: pending notice, amount, the kind's fields, submit. */
describe('RequestForm', () => {
  it('tells of the request still waiting, and of none when there is none', () => {
    renderForm({ pendingWon: 30_000 });
    expect(screen.getByRole('status').textContent).toBe(WALLET.exchange.pending('30,000원'));
    cleanup();
    renderForm();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('passes the typed amount up and renders the kind’s own fields and the summary', () => {
    const props = renderForm({ summary: <p>보유 머니 요약</p> });
    fireEvent.change(document.getElementById('exchange-amount')!, { target: { value: '50000' } });
    expect(props.onAmountChange).toHaveBeenCalledWith('50000');
    expect(screen.getByLabelText('추가 필드')).toBeTruthy();
    expect(screen.getByText('보유 머니 요약')).toBeTruthy();
  });

  it('submits once per click and waits while busy', () => {
    const props = renderForm();
    fireEvent.click(screen.getByRole('button', { name: WALLET.exchange.submit }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    cleanup();
    renderForm({ busy: true, notice: { ok: false, text: '실패했습니다' } });
    const button = screen.getByRole('button', { name: WALLET.exchange.submitting });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('실패했습니다');
  });
});
