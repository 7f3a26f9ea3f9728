// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { BoardPost } from '../../../../common/contract/board.contract';
import { BoardPostArticle, checkCommentDraft } from '../../../../src/features/board/BoardViewPage';
import { checkPostDraft } from '../../../../src/features/board/BoardWritePage';

afterEach(cleanup);

const post = (over: Partial<BoardPost> = {}): BoardPost => ({
  id: 7,
  title: '<img src=x onerror=alert(1)> 제목',
  body: '첫 줄\n<script>alert(1)</script>\n셋째 줄',
  nickname: '자유인',
  views: 3,
  mine: false,
  createdAt: '2026-11-20T03:00:00.000Z',
  comments: [
    {
      id: 1,
      nickname: '댓글러',
      body: '<script>alert(2)</script><b>굵게</b>',
      mine: false,
      createdAt: '2026-11-20T03:01:00.000Z',
    },
  ],
  ...over,
});

describe('free board post rendering', () => {
  it('renders a body with <script> as literal text and creates no script element', () => {
    const { container } = render(<BoardPostArticle post={post()} />);
    const body = screen.getByTestId('board-post-body');
    expect(body.textContent).toBe('첫 줄\n<script>alert(1)</script>\n셋째 줄');
    expect(body.innerHTML).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(container.querySelector('script')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '<img src=x onerror=alert(1)> 제목',
    );
    const [comment] = screen.getAllByTestId('board-comment');
    expect(comment!.textContent).toContain('<script>alert(2)</script><b>굵게</b>');
  });

  it('shows the nickname, the view count and the comment count in Korean', () => {
    render(<BoardPostArticle post={post({ comments: [] })} />);
    expect(screen.getByTestId('board-post-writer').textContent).toBe('자유인');
    expect(screen.getByText('조회 3')).toBeTruthy();
    expect(screen.getByText('댓글 0')).toBeTruthy();
    expect(screen.getByText('등록된 댓글이 없습니다.')).toBeTruthy();
  });

  it('checks drafts with the server’s limits and Korean messages', () => {
    expect(checkPostDraft('  ', '본문')).toBe('제목을 입력해주세요.');
    expect(checkPostDraft('x'.repeat(101), '본문')).toBe('제목은 100자 이내로 입력해주세요.');
    expect(checkPostDraft('제목', '')).toBe('내용을 입력해주세요.');
    expect(checkPostDraft('제목', 'x'.repeat(10_001))).toBe('내용은 10,000자 이내로 입력해주세요.');
    expect(checkPostDraft('제목', '본문')).toBeNull();
    expect(checkCommentDraft(' ')).toBe('댓글을 입력해주세요.');
    expect(checkCommentDraft('x'.repeat(1_001))).toBe('댓글은 1,000자 이내로 입력해주세요.');
    expect(checkCommentDraft('좋아요')).toBeNull();
  });
});
