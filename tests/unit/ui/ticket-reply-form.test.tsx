// @vitest-environment jsdom
/**
 * The one ticket reply form (src/ui/tickets/TicketReplyForm.tsx) the member's ticket page and the
 * operator's 고객센터 tab both use: what it sends, what it refuses, and what it shows while a
 * message or another action is on its way.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HTTPError } from '../../../src/api/http';
import { CUSTOMER } from '../../../common/i18n/customer.ko';
import { TicketReplyForm, type RunTicketAction } from '../../../src/ui/tickets/TicketReplyForm';

afterEach(cleanup);

/** A promise the test settles by hand, so "while it is on its way" is a state, not a delay. */
function pending() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A 409 as the server sends it: `{ code, message }` with a Korean message. */
function refusal(message: string) {
  const error = new HTTPError(
    new Response(null, { status: 409 }),
    new Request('http://127.0.0.1/api/customer/1/messages', { method: 'POST' }),
  );
  error.data = { code: 'TICKET_CLOSED', message };
  return error;
}

function renderForm(
  onSend: (body: string) => Promise<void>,
  actions?: (run: RunTicketAction, busy: boolean) => ReactNode,
) {
  render(
    <TicketReplyForm
      fieldId="reply"
      label="답글"
      placeholder="내용"
      rows={4}
      submitLabel="등록"
      submitTestId="reply-submit"
      onSend={onSend}
      actions={actions}
    />,
  );
  return {
    box: screen.getByLabelText<HTMLTextAreaElement>('답글'),
    submit: screen.getByTestId<HTMLButtonElement>('reply-submit'),
  };
}

describe('TicketReplyForm', () => {
  it('refuses an empty or blank message without sending it', () => {
    const onSend = vi.fn(() => Promise.resolve());
    const { box, submit } = renderForm(onSend);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(CUSTOMER.bodyRequired);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text, waits for it, then empties the box', async () => {
    const sending = pending();
    const onSend = vi.fn(() => sending.promise);
    const { box, submit } = renderForm(onSend);
    expect(box.maxLength).toBeGreaterThan(0);
    fireEvent.change(box, { target: { value: '  확인 부탁드립니다.  ' } });
    fireEvent.click(submit);
    expect(onSend).toHaveBeenCalledWith('확인 부탁드립니다.');
    expect(submit.disabled).toBe(true);
    await act(async () => sending.resolve());
    expect(box.value).toBe('');
    expect(submit.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal and keeps the text for another try", async () => {
    const sending = pending();
    const { box, submit } = renderForm(() => sending.promise);
    fireEvent.change(box, { target: { value: '다시 문의합니다.' } });
    fireEvent.click(submit);
    await act(async () => sending.reject(refusal('종료된 문의입니다.')));
    expect(screen.getByRole('alert').textContent).toBe('종료된 문의입니다.');
    expect(box.value).toBe('다시 문의합니다.');
    expect(submit.disabled).toBe(false);
  });

  it('runs another action with the same busy flag and error line', async () => {
    const closing = pending();
    const close = vi.fn(() => closing.promise);
    const { submit } = renderForm(
      () => Promise.resolve(),
      (run, busy) => (
        <button type="button" disabled={busy} onClick={() => run(close)}>
          문의 종료
        </button>
      ),
    );
    const closeButton = screen.getByRole<HTMLButtonElement>('button', { name: '문의 종료' });
    fireEvent.click(closeButton);
    expect(close).toHaveBeenCalledTimes(1);
    expect(submit.disabled).toBe(true);
    expect(closeButton.disabled).toBe(true);
    await act(async () => closing.reject(refusal('이미 종료된 문의입니다.')));
    expect(screen.getByRole('alert').textContent).toBe('이미 종료된 문의입니다.');
    expect(closeButton.disabled).toBe(false);
  });
});
