// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TicketDetail, TicketMessage } from '../../../../common/contract/customer.contract';
import { CustomerPanel } from '../../../../src/features/admin/customer/CustomerPanel';
import { checkTicket } from '../../../../src/features/customer/CustomerWritePage';
import { TicketView } from '../../../../src/features/customer/CustomerViewPage';
import { notifyTicketReply } from '../../../../src/streams/shell/ticket-replies';
import { TicketThread } from '../../../../src/ui/tickets/TicketThread';
import { foldGeneralEvents } from '../../../../src/streams/shell/general.stream';
import { json, stubServer } from '../../machines/fake-server';

const SCRIPT = '<script>window.__pwned = true</script><b>굵게</b>';

const message = (over: Partial<TicketMessage> = {}): TicketMessage => ({
  id: 1,
  author: 'member',
  body: '입금 확인 부탁드립니다.',
  createdAt: '2026-11-22T01:00:00.000Z',
  ...over,
});

const detail = (messages: TicketMessage[], status: 'open' | 'answered' = 'open'): TicketDetail => ({
  ticket: {
    id: 7,
    category: 1,
    title: '<img src=x onerror=alert(1)>',
    status,
    createdAt: '2026-11-22T01:00:00.000Z',
    updatedAt: '2026-11-22T01:00:00.000Z',
  },
  messages,
});

describe('customer tickets (jsdom)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders a <script> body as plain text, never as HTML', () => {
    const { container } = render(<TicketThread messages={[message({ body: SCRIPT })]} />);
    const item = screen.getByTestId('customer-message');
    expect(item.textContent).toContain(SCRIPT);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('refetches the open ticket when its ticketReply event arrives', async () => {
    let answered = false;
    const { calls } = stubServer({
      'GET /api/customer/tickets/7': () =>
        json(
          200,
          answered
            ? detail(
                [message(), message({ id: 2, author: 'operator', body: '처리되었습니다.' })],
                'answered',
              )
            : detail([message({ body: SCRIPT })]),
        ),
    });
    const { container } = render(<TicketView id={7} />);
    await waitFor(() => expect(screen.getAllByTestId('customer-message')).toHaveLength(1));
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('답변대기')).toBeTruthy();

    answered = true;
    act(() => notifyTicketReply(99)); // another ticket: no refetch
    expect(calls.filter((c) => c === 'GET /api/customer/tickets/7')).toHaveLength(1);
    act(() => notifyTicketReply(7));
    await waitFor(() => expect(screen.getAllByTestId('customer-message')).toHaveLength(2));
    const last = screen.getAllByTestId('customer-message')[1]!;
    expect(last.getAttribute('data-author')).toBe('operator');
    expect(last.textContent).toContain('운영자');
    expect(screen.getByText('답변완료')).toBeTruthy();
  });

  it('folds ticketReply events from the general stream', () => {
    expect(
      foldGeneralEvents([
        { type: 'ticketReply', ticketId: 3 },
        { type: 'unread', count: 1 },
        { type: 'ticketReply', ticketId: 4 },
      ]).ticketReplies,
    ).toEqual([3, 4]);
  });

  it('checks the write form like the server, in Korean', () => {
    expect(checkTicket('', '제목', '내용')).toBe('문의 유형을 선택해주세요.');
    expect(checkTicket('1', '  ', '내용')).toBe('제목을 입력해주세요.');
    expect(checkTicket('1', 'ㄱ'.repeat(101), '내용')).toBe('제목은 100자 이내로 입력해주세요.');
    expect(checkTicket('1', '제목', ' ')).toBe('내용을 입력해주세요.');
    expect(checkTicket('1', '제목', '가'.repeat(5_001))).toBe(
      '내용은 5,000자 이내로 입력해주세요.',
    );
    expect(checkTicket('5', '제목', '내용')).toBeNull();
  });

  it('admin 고객센터: opens a ticket, shows member text as text, posts the answer', async () => {
    const row = { ...detail([]).ticket, userId: 'demo', nickname: '데모' };
    const posted: unknown[] = [];
    stubServer({
      'GET /api/admin/customer/tickets': () =>
        json(200, { items: [row], page: 1, pageCount: 1, totalCount: 1 }),
      'GET /api/admin/customer/tickets/7': () =>
        json(200, { ticket: row, messages: [message({ body: SCRIPT })] }),
      'POST /api/admin/customer/tickets/7/reply': async (request) => {
        posted.push(await request.json());
        return json(200, { ticket: { ...row, status: 'answered' }, messages: [] });
      },
    });
    const { container } = render(<CustomerPanel />);
    await waitFor(() => expect(screen.getAllByTestId('admin-customer-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '보기' }));
    await waitFor(() =>
      expect(screen.getByTestId('customer-message').textContent).toContain(SCRIPT),
    );
    expect(container.querySelector('script')).toBeNull();
    fireEvent.change(screen.getByLabelText('답변'), { target: { value: '  처리했습니다.  ' } });
    fireEvent.click(screen.getByRole('button', { name: '답변 등록' }));
    await waitFor(() => expect(screen.getByText('답변이 등록되었습니다.')).toBeTruthy());
    expect(posted).toEqual([{ body: '처리했습니다.' }]);
  });
});
