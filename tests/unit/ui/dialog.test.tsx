// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '../../../src/ui/Dialog';

afterEach(cleanup);

function renderDialog(onClose = vi.fn()) {
  render(
    <>
      <button type="button">밖의 버튼</button>
      <Dialog open title="비밀번호 찾기" onClose={onClose} testId="d">
        <input aria-label="아이디" />
        <button type="button">요청하기</button>
      </Dialog>
    </>,
  );
  return onClose;
}

describe('Dialog', () => {
  it('is a labelled modal dialog, 450 px wide at most', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '비밀번호 찾기' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.width).toContain('450px');
  });

  it('moves focus inside and closes on Escape', () => {
    const onClose = renderDialog();
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', () => {
    renderDialog();
    const close = screen.getByRole('button', { name: '닫기' });
    const last = screen.getByRole('button', { name: '요청하기' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('renders nothing when closed', () => {
    render(
      <Dialog open={false} title="x" onClose={() => {}}>
        내용
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
