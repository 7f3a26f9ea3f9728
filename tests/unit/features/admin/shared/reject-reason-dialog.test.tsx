// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RejectReasonDialog } from '../../../../../src/features/admin/shared/RejectReasonDialog';
import { ADMIN } from '../../../../../common/i18n/admin.ko';

afterEach(cleanup);

type Request = { id: number; who: string };
const REQUEST: Request = { id: 7, who: '데모회원 (demo)' };

function renderDialog(onReject = vi.fn(), onClose = vi.fn()) {
  render(
    <RejectReasonDialog
      request={REQUEST}
      summary={(r) => r.who}
      texts={ADMIN.wallet}
      idPrefix="admin-wallet-reject"
      busy={false}
      onClose={onClose}
      onReject={onReject}
    />,
  );
  return { onReject, onClose, dialog: screen.getByTestId('admin-wallet-reject-dialog') };
}

describe('RejectReasonDialog (operators reject with a reason the member reads)', () => {
  it('refuses an empty or blank reason in Korean and rejects nothing', () => {
    const { onReject, dialog } = renderDialog();
    expect(dialog.textContent).toContain('데모회원 (demo)');
    fireEvent.change(screen.getByLabelText(ADMIN.wallet.rejectReason), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: ADMIN.wallet.rejectSubmit }));
    expect(onReject).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain(ADMIN.wallet.rejectReasonRequired);
  });

  it('passes the trimmed reason with the request', () => {
    const { onReject } = renderDialog();
    fireEvent.change(screen.getByLabelText(ADMIN.wallet.rejectReason), {
      target: { value: '  입금자명 불일치 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: ADMIN.wallet.rejectSubmit }));
    expect(onReject).toHaveBeenCalledWith(REQUEST, '입금자명 불일치');
  });

  it('cancel closes without rejecting', () => {
    const { onReject, onClose, dialog } = renderDialog();
    // The form's own button (the dialog's × shares the label 닫기).
    const form = dialog.querySelector('form')!;
    fireEvent.click(within(form).getByRole('button', { name: ADMIN.wallet.cancel }));
    expect(onClose).toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
  });
});
