import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { createBoardPost } from '../../api/board.api';
import { useUser } from '../../app/hooks';
import { BOARD_BODY_MAX, BOARD_TITLE_MAX } from '../../../common/contract/board.contract';
import { BOARD as T } from '../../../common/i18n/board.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import styles from './Board.module.css';

/** The Korean refusal of a post draft, mirroring the server's checks; null when it may be sent. */
export function checkPostDraft(title: string, body: string): string | null {
  if (!title.trim()) return T.titleRequired;
  if (title.trim().length > BOARD_TITLE_MAX) return T.titleTooLong(BOARD_TITLE_MAX);
  if (!body.trim()) return T.bodyRequired;
  if (body.trim().length > BOARD_BODY_MAX) return T.bodyTooLong(BOARD_BODY_MAX);
  return null;
}

/** `/free/write`: a plain-text post (제목, 내용) sent with 등록. */
export function BoardWritePage() {
  const user = useUser();
  if (!user) return <LoginRequired message={T.loginRequired} />;
  return <BoardWriteForm />;
}

function BoardWriteForm() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkPostDraft(title, body);
    setInvalid(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      const { id } = await createBoardPost({ title: title.trim(), body: body.trim() });
      await navigate({ to: '/free/view/{-$id}', params: { id: String(id) } });
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card id="board-write-title" heading="h1" title={T.writeTitle} data-testid="board-write">
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <FormField id="board-write-subject" label={T.fieldTitle}>
            <input
              id="board-write-subject"
              className={controls.input}
              value={title}
              maxLength={BOARD_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              {...invalidProps(invalid, 'board-write-error')}
            />
          </FormField>
          <FormField id="board-write-body" label={T.fieldBody}>
            <textarea
              id="board-write-body"
              className={`${controls.input} ${styles.textarea}`}
              value={body}
              maxLength={BOARD_BODY_MAX}
              onChange={(e) => setBody(e.target.value)}
              {...invalidProps(invalid, 'board-write-error')}
            />
          </FormField>
          <FieldError id="board-write-error">{invalid}</FieldError>
          {failure ? <Notice error>{failure}</Notice> : null}
          <div className={controls.actions}>
            <Link to="/free" className={controls.btn}>
              {T.cancel}
            </Link>
            <button
              type="submit"
              className={`${controls.btn} ${controls.accent}`}
              disabled={busy}
              data-testid="board-submit"
            >
              {T.submit}
            </button>
          </div>
        </form>
      </Card>
    </div>
  );
}
