// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Popup } from '../../../../common/contract/popup.contract';

const popups: Popup[] = [
  {
    id: 7,
    title: '추석 연휴 이벤트',
    contents: '<p>연휴 기간 <b>보너스</b> 지급</p>',
    width: 420,
    height: 300,
    pcLeftLocation: 30,
    pcTopLocation: 140,
    popupFlg: true,
    visiableFlag: true,
  },
  {
    id: 8,
    title: '점검 안내',
    contents: '<p>새벽 점검</p>',
    width: 360,
    height: 240,
    pcLeftLocation: 480,
    pcTopLocation: 140,
    popupFlg: true,
    visiableFlag: true,
  },
];

const commands = vi.hoisted(() => ({
  hidePopupFor6Hours: vi.fn(),
  hidePopupForSession: vi.fn(),
}));

vi.mock('../../../../src/app/hooks', () => ({ useVisiblePopups: () => popups }));
vi.mock('../../../../src/app/commands', () => commands);

const { PopupLayer } = await import('../../../../src/features/shell/PopupLayer');

describe('PopupLayer', () => {
  beforeEach(() => {
    commands.hidePopupFor6Hours.mockClear();
    commands.hidePopupForSession.mockClear();
  });
  afterEach(cleanup);

  it('places each pop-up at its own position and size, with the HTML body', () => {
    render(<PopupLayer />);
    const first = screen.getByRole('dialog', { name: '추석 연휴 이벤트' });
    expect(first.style.left).toBe('30px');
    expect(first.style.top).toBe('140px');
    expect(first.style.width).toBe('420px');
    expect(within(first).getByText('보너스').tagName).toBe('B');
    expect(screen.getAllByTestId('announcement-popup')).toHaveLength(2);
  });

  it("'6시간 동안 보지 않기' hides that pop-up for 6 hours", () => {
    render(<PopupLayer />);
    const second = screen.getByRole('dialog', { name: '점검 안내' });
    fireEvent.click(within(second).getByLabelText('6시간 동안 보지 않기'));
    expect(commands.hidePopupFor6Hours).toHaveBeenCalledWith(8);
    expect(commands.hidePopupForSession).not.toHaveBeenCalled();
  });

  it('closing or clicking a pop-up hides it for the session', () => {
    render(<PopupLayer />);
    const first = screen.getByRole('dialog', { name: '추석 연휴 이벤트' });
    fireEvent.click(within(first).getByRole('button', { name: '닫기' }));
    expect(commands.hidePopupForSession).toHaveBeenCalledWith(7);
    fireEvent.click(within(first).getByText('보너스'));
    expect(commands.hidePopupForSession).toHaveBeenCalledTimes(2);
    expect(commands.hidePopupFor6Hours).not.toHaveBeenCalled();
  });
});
