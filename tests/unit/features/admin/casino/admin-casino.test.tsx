// @vitest-environment jsdom
/**
 * The admin '카지노' tab: status changes, members' bars and stuck-round
 * actions send what was chosen, and the reconciliation marks every difference.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CasinoCatalogCard } from '../../../../../src/features/admin/casino/CasinoCatalogCard';
import { CasinoMemberFlagsCard } from '../../../../../src/features/admin/casino/CasinoMemberFlagsCard';
import { CasinoPanel } from '../../../../../src/features/admin/casino/CasinoPanel';
import { CasinoReconcileCard } from '../../../../../src/features/admin/casino/CasinoReconcileCard';
import { CasinoStuckRoundsCard } from '../../../../../src/features/admin/casino/CasinoStuckRoundsCard';
import { server } from './casino-desk-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin casino tab', () => {
  it('shows RTP and puts a game in maintenance with its order', async () => {
    const { sent } = server();
    render(<CasinoCatalogCard />);
    const row = await screen.findByTestId('admin-casino-game-row');
    expect(row.textContent).toContain('96.12%');
    fireEvent.change(within(row).getByLabelText('클래식 프루츠 상태'), {
      target: { value: 'maintenance' },
    });
    fireEvent.change(within(row).getByLabelText('클래식 프루츠 순서'), { target: { value: '3' } });
    fireEvent.click(within(row).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/casino/games/4',
      body: { status: 'maintenance', sortOrder: 3 },
    });
    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
    expect(screen.getByTestId('admin-casino-game-row').textContent).toContain('점검');
  });

  it('finds a member by user id and saves the casino bar and tendency codes', async () => {
    const { sent } = server();
    render(<CasinoMemberFlagsCard />);
    fireEvent.change(screen.getByLabelText('회원번호 / 아이디 / 닉네임'), {
      target: { value: 'PLAYER7' },
    });
    fireEvent.click(screen.getByRole('button', { name: '불러오기' }));
    expect((await screen.findByTestId('admin-casino-member-name')).textContent).toBe(
      '플레이어 (player7)',
    );
    const tendency = screen.getByLabelText('성향 코드 (쉼표로 구분)');
    expect((tendency as HTMLInputElement).value).toBe('11');
    fireEvent.change(tendency, { target: { value: '11, 2 2!' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('성향 코드는 영문·숫자 1~8자로 입력해주세요.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(tendency, { target: { value: '11, 22' } });
    fireEvent.click(screen.getByLabelText('카지노 이용 차단'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/casino/members/7/flags',
      body: { tendency: ['11', '22'], disableCasinoFlag: 1, disableSlotFlag: 0 },
    });
    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
  });

  it('settles a stuck round only with a reason and a whole-won win', async () => {
    const { sent } = server();
    render(<CasinoStuckRoundsCard />);
    const row = await screen.findByTestId('admin-casino-stuck-row');
    fireEvent.click(within(row).getByRole('button', { name: '정산 (당첨 지급)' }));
    const dialog = screen.getByTestId('admin-casino-settle');
    fireEvent.change(within(dialog).getByLabelText('당첨금 (원, 0 = 낙첨)'), {
      target: { value: '9,5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '정산 (당첨 지급)' }));
    expect(within(dialog).getByText('당첨금은 0 이상의 정수로 입력해주세요.')).toBeTruthy();
    expect(within(dialog).getByText('사유를 입력해주세요.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('당첨금 (원, 0 = 낙첨)'), {
      target: { value: '9,500' },
    });
    fireEvent.change(within(dialog).getByLabelText('사유'), { target: { value: '영상 확인' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '정산 (당첨 지급)' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/admin/casino/stuck-rounds/31/settle',
      body: { winWon: 9_500, reason: '영상 확인' },
    });
    expect(await screen.findByText('라운드 #31를 정산했습니다. 지급: 9,500원')).toBeTruthy();
  });

  it('runs the reconciliation and marks the differences', async () => {
    server();
    render(<CasinoReconcileCard />);
    await screen.findByRole('option', { name: '데모 게이밍' });
    fireEvent.change(screen.getByLabelText('날짜 (서울)'), { target: { value: '2030-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: '대사 실행' }));
    expect(
      await screen.findByText('게임사 순이익과 원장 순이익이 다릅니다. 차이: 2,500원'),
    ).toBeTruthy();
    const lines = screen.getAllByTestId('admin-casino-reconcile-line');
    expect(lines.map((l) => l.getAttribute('data-status'))).toEqual(['missing_theirs', 'matched']);
    expect(lines[0]!.className).not.toBe('');
    expect(lines[1]!.className).toBe('');
    expect(lines[0]!.textContent).toContain('게임사 누락');
  });

  it('opens each part of the desk from its button, and a call with its bodies', async () => {
    server();
    render(<CasinoPanel />);
    expect(await screen.findByTestId('admin-casino-game-row')).toBeTruthy();
    const parts: [string, string][] = [
      ['members', 'admin-casino-member-flags'],
      ['rounds', 'admin-casino-rounds'],
      ['transactions', 'admin-casino-transactions'],
      ['stuck', 'admin-casino-stuck'],
      ['reconcile', 'admin-casino-reconcile'],
      ['calls', 'admin-casino-calls'],
    ];
    for (const [section, card] of parts) {
      fireEvent.click(screen.getByTestId(`admin-casino-section-${section}`));
      expect(screen.getByTestId(card)).toBeTruthy();
    }
    const call = await screen.findByTestId('admin-casino-call-row');
    expect(call.textContent).toContain('불일치');
    fireEvent.click(within(call).getByRole('button', { name: '요청 · 응답' }));
    const dialog = screen.getByTestId('admin-casino-call-dialog');
    expect(within(dialog).getByTestId('admin-casino-call-request').textContent).toBe(
      '{\n  "amount": 1000\n}',
    );
  });
});
