// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminMember } from '../../../../common/contract/admin.contract';
import type { TicketDetail } from '../../../../common/contract/customer.contract';
import type { MemberProfile } from '../../../../common/contract/member-profile.contract';
import type { Message } from '../../../../common/contract/message.contract';
import { SendMessageForm } from '../../../../src/features/admin/members/SendMessageForm';
import { TicketView } from '../../../../src/features/customer/CustomerViewPage';
import { ProfileEditForm } from '../../../../src/features/member/ProfileEditForm';
import { MessagePage } from '../../../../src/features/message/MessagePage';
import { sessionStore } from '../../../../src/stores/session.store';
import { writeUnreadCount } from '../../../../src/streams/shell/shell-writes';
import { json, stubServer } from '../../machines/fake-server';
import { member } from '../../stores/fixtures';
import { resetStores } from '../../stores/reset-stores';

const profile = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  userId: 'demo',
  nickname: '데모회원',
  level: 1,
  emoney: 1_000_000,
  point: 5_000,
  phone: '01012345678',
  recommendCode: 'ABC123',
  joinedAt: '2025-01-01T00:00:00.000Z',
  unreadCount: 0,
  activity: [],
  ...over,
});

beforeEach(() => resetStores());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodyOf = async (request: Request) => JSON.parse(await request.text()) as unknown;

describe('회원정보 수정', () => {
  it('shows the stored phone with hyphens and hyphenates while typing', () => {
    render(<ProfileEditForm nickname="데모회원" phone="01012345678" onSaved={() => {}} />);
    const phone = screen.getByLabelText<HTMLInputElement>('휴대폰 번호');
    expect(phone.value).toBe('010-1234-5678');
    fireEvent.change(phone, { target: { value: '0109876' } });
    expect(phone.value).toBe('010-9876');
    fireEvent.change(phone, { target: { value: '010-9876-54321' } });
    expect(phone.value).toBe('010-9876-5432');
  });

  it('checks the nickname rules in Korean before sending anything', async () => {
    const { calls } = stubServer({});
    render(<ProfileEditForm nickname="데모회원" phone="01012345678" onSaved={() => {}} />);
    const nickname = screen.getByLabelText('닉네임');
    for (const [typed, message] of [
      ['가', '닉네임은 2~12자로 입력해주세요.'],
      ['<b>닉</b>', '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'],
      ['운영자김', '사용할 수 없는 닉네임입니다.'],
    ] as const) {
      fireEvent.change(nickname, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: '정보 저장' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
    }
    expect(calls).toEqual([]);
  });

  it('sends only what changed, the phone as digits, and hands the saved page back', async () => {
    const sent: unknown[] = [];
    stubServer({
      'PATCH /api/member/profile': async (request) => {
        sent.push(await bodyOf(request));
        return json(200, profile({ nickname: '새닉네임', phone: '01098765432' }));
      },
    });
    const onSaved = vi.fn();
    render(<ProfileEditForm nickname="데모회원" phone="01012345678" onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('닉네임'), { target: { value: ' 새닉네임 ' } });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '01098765432' } });
    fireEvent.click(screen.getByRole('button', { name: '정보 저장' }));
    expect(await screen.findByText('회원정보를 저장했습니다.')).toBeTruthy();
    expect(sent).toEqual([{ nickname: ' 새닉네임 ', phone: '01098765432' }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ nickname: '새닉네임' }));
  });

  it('shows the server’s Korean refusal (nickname taken)', async () => {
    stubServer({
      'PATCH /api/member/profile': () =>
        json(409, { code: 'NICKNAME_TAKEN', message: '이미 사용 중인 닉네임입니다.' }),
    });
    render(<ProfileEditForm nickname="데모회원" phone="01012345678" onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText('닉네임'), { target: { value: 'Tiger77' } });
    fireEvent.click(screen.getByRole('button', { name: '정보 저장' }));
    expect(await screen.findByText('이미 사용 중인 닉네임입니다.')).toBeTruthy();
  });
});

describe('쪽지 보내기 to a level or everyone', () => {
  const members = [member({ id: 5, userId: 'demo', nickname: '데모회원' })] as AdminMember[];

  it('sends one broadcast request for a level after the operator confirms', async () => {
    const sent: unknown[] = [];
    stubServer({
      'POST /api/admin/messages/broadcast': async (request) => {
        sent.push(await bodyOf(request));
        return json(200, { recipients: 1234 });
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<SendMessageForm members={members} selectedId={null} onSelect={() => {}} />);
    fireEvent.click(screen.getByLabelText('레벨 전체'));
    fireEvent.change(screen.getByLabelText('레벨'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: ' 레벨 혜택 ' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '재충전 5%' } });
    fireEvent.click(screen.getByRole('button', { name: '쪽지 보내기' }));
    expect(await screen.findByText('쪽지를 보냈습니다. (1,234명)')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith('3레벨 회원 전체에게 쪽지를 보내시겠습니까?');
    expect(sent).toEqual([
      { target: { kind: 'level', level: 3 }, title: '레벨 혜택', body: '재충전 5%' },
    ]);
  });

  it('sends nothing to everyone when the operator cancels the confirmation', async () => {
    const { calls } = stubServer({});
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<SendMessageForm members={members} selectedId={null} onSelect={() => {}} />);
    fireEvent.click(screen.getByLabelText('전체 회원'));
    expect(screen.queryByLabelText('회원 선택')).toBeNull();
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '점검' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '월요일 점검' } });
    fireEvent.click(screen.getByRole('button', { name: '쪽지 보내기' }));
    await act(async () => {});
    expect(calls).toEqual([]);
  });
});

describe('the inbox while open', () => {
  it('refetches when the live unread count rises (a broadcast arrived)', async () => {
    sessionStore.setState({ user: member(), token: 't' });
    const message = (id: number, title: string): Message => ({
      id,
      title,
      body: '본문',
      createdAt: '2025-01-01T00:00:00.000Z',
      readAt: null,
    });
    let items = [message(1, '첫 쪽지')];
    const { calls } = stubServer({
      'GET /api/message': () =>
        json(200, { items, page: 1, pageCount: 1, totalCount: items.length }),
    });
    render(<MessagePage />);
    expect(await screen.findByText('첫 쪽지')).toBeTruthy();
    items = [message(2, '전체 공지'), ...items];
    act(() => writeUnreadCount(2));
    expect(await screen.findByText('전체 공지')).toBeTruthy();
    const fetches = calls.filter((c) => c === 'GET /api/message').length;
    act(() => writeUnreadCount(1)); // a read mark lowers the count: no refetch
    await act(async () => {});
    expect(calls.filter((c) => c === 'GET /api/message')).toHaveLength(fetches);
  });
});

describe('closing a support ticket', () => {
  const detail = (status: 'open' | 'closed'): TicketDetail => ({
    ticket: {
      id: 7,
      category: 1,
      title: '입금 확인',
      status,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
    messages: [
      { id: 1, author: 'member', body: '확인 부탁', createdAt: '2025-01-01T00:00:00.000Z' },
    ],
  });

  it('lets the member close an own ticket after confirming; the reply box goes', async () => {
    const { calls } = stubServer({
      'GET /api/customer/tickets/7': () => json(200, detail('open')),
      'POST /api/customer/tickets/7/close': () => json(200, detail('closed')),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<TicketView id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: '문의 종료' }));
    await waitFor(() =>
      expect(screen.getByTestId('customer-view').getAttribute('data-status')).toBe('closed'),
    );
    expect(calls).toContain('POST /api/customer/tickets/7/close');
    expect(screen.getByText('종료된 문의입니다.')).toBeTruthy();
    expect(screen.queryByLabelText('답글')).toBeNull();
    expect(screen.queryByRole('button', { name: '문의 종료' })).toBeNull();
  });
});
