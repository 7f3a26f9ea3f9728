import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  createBoardComment,
  deleteBoardComment,
  deleteBoardPost,
  fetchBoardPost,
} from '../../api/board.api';
import { useUser } from '../../app/hooks';
import { BOARD_COMMENT_MAX, type BoardPost } from '../../../common/contract/board.contract';
import { formatDateTime } from '../../../common/domain/format';
import { BOARD as T } from '../../../common/i18n/board.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import { useAsync } from '../../ui/use-async';
import styles from './Board.module.css';

/** The Korean refusal of a comment draft; null when it may be sent. */
export function checkCommentDraft(body: string): string | null {
  if (!body.trim()) return T.commentRequired;
  if (body.trim().length > BOARD_COMMENT_MAX) return T.commentTooLong(BOARD_COMMENT_MAX);
  return null;
}

/** `/free/view/{id?}`: one post (plain text), its comments and the 댓글 box. */
export function BoardViewPage({ id }: { id: string | undefined }) {
  const user = useUser();
  if (!user) return <LoginRequired message={T.loginRequired} />;
  const postId = Number(id);
  if (!Number.isSafeInteger(postId) || postId < 1) return <Notice error>{T.badId}</Notice>;
  return <BoardView postId={postId} />;
}

function BoardView({ postId }: { postId: number }) {
  const navigate = useNavigate();
  const state = useAsync(() => fetchBoardPost(postId), [postId]);
  const [failure, setFailure] = useState<string | null>(null);
  const post = state.data;

  const onDeletePost = async () => {
    if (!window.confirm(T.confirmDeletePost)) return;
    try {
      await deleteBoardPost(postId);
      await navigate({ to: '/free' });
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  const onDeleteComment = async (commentId: number) => {
    if (!window.confirm(T.confirmDeleteComment)) return;
    try {
      await deleteBoardComment(commentId);
      state.reload();
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <div className={styles.page}>
      {state.error && !post ? <Notice error>{errorMessage(state.error)}</Notice> : null}
      {!post && state.loading ? <p className={controls.hint}>{T.loading}</p> : null}
      {failure ? <Notice error>{failure}</Notice> : null}
      {post ? (
        <>
          <BoardPostArticle
            post={post}
            onDeleteComment={onDeleteComment}
            actions={
              <div className={styles.actions}>
                <Link to="/free" className={`${controls.btn} ${controls.sm}`}>
                  {T.backToList}
                </Link>
                {post.mine ? (
                  <button
                    type="button"
                    className={`${controls.btn} ${controls.sm} ${controls.danger}`}
                    onClick={onDeletePost}
                    data-testid="board-delete"
                  >
                    {T.delete}
                  </button>
                ) : null}
              </div>
            }
          />
          <CommentForm postId={postId} onDone={state.reload} />
        </>
      ) : null}
    </div>
  );
}

/**
 * A post and its comments. Title, body and comments are React text children — never HTML — so
 * markup a writer typed (even `<script>`) shows as the characters themselves; CSS keeps line breaks.
 */
export function BoardPostArticle({
  post,
  actions,
  onDeleteComment,
}: {
  post: BoardPost;
  actions?: ReactNode;
  onDeleteComment?: (commentId: number) => void;
}) {
  return (
    <>
      <Card id="board-view-title" heading="h1" title={post.title} data-testid="board-post">
        <div className={styles.meta}>
          <span data-testid="board-post-writer">{post.nickname}</span>
          <span>{formatDateTime(post.createdAt)}</span>
          <span>{T.views(post.views)}</span>
        </div>
        <div className={styles.body} data-testid="board-post-body">
          {post.body}
        </div>
        {actions}
      </Card>
      <Card id="board-comments-title" title={T.commentsTitle(post.comments.length)}>
        {post.comments.length === 0 ? (
          <p className={controls.hint} style={{ padding: '0 16px' }}>
            {T.noComments}
          </p>
        ) : (
          <ul className={styles.comments}>
            {post.comments.map((c) => (
              <li key={c.id} className={styles.comment} data-testid="board-comment" data-id={c.id}>
                <div className={styles.commentHead}>
                  <strong>{c.nickname}</strong>
                  <span>{formatDateTime(c.createdAt)}</span>
                  {c.mine && onDeleteComment ? (
                    <button
                      type="button"
                      className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
                      onClick={() => onDeleteComment(c.id)}
                    >
                      {T.delete}
                    </button>
                  ) : null}
                </div>
                <p className={styles.commentBody}>{c.body}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function CommentForm({ postId, onDone }: { postId: number; onDone: () => void }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkCommentDraft(body);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await createBoardComment(postId, body.trim());
      setBody('');
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="board-comment-form">
      <FormField id="board-comment-input" label={T.commentField}>
        <textarea
          id="board-comment-input"
          className={`${controls.input} ${styles.commentBox}`}
          placeholder={T.commentPlaceholder}
          value={body}
          maxLength={BOARD_COMMENT_MAX}
          onChange={(e) => setBody(e.target.value)}
          {...invalidProps(error, 'board-comment-error')}
        />
      </FormField>
      <FieldError id="board-comment-error">{error}</FieldError>
      <div className={controls.actions}>
        <button type="submit" className={`${controls.btn} ${controls.accent}`} disabled={busy}>
          {T.commentSubmit}
        </button>
      </div>
    </form>
  );
}
