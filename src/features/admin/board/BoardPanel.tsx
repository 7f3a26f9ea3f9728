import { useState, type FormEvent } from 'react';
import {
  banBoardWriter,
  fetchAdminBoardPosts,
  hideBoardComment,
  hideBoardPost,
} from '../../../api/board.api';
import type { AdminBoardPost } from '../../../../common/contract/board.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { BOARD as T } from '../../../../common/i18n/board.ko';
import { errorMessage } from '../../../api/errors';
import type { Column } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { AdminListCard } from '../shared/AdminListCard';
import { useAdminList } from '../shared/use-admin-list';

type Feedback = { ok: boolean; text: string } | null;

/** Operators' free board: every post (hidden too), hide/show, comment hide by number, writer bans. */
export function BoardPanel() {
  const list = useAdminList({ page: 1 }, (f: { page: number }) => fetchAdminBoardPosts(f.page));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [banning, setBanning] = useState<AdminBoardPost | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setFeedback(null);
    try {
      await action();
      setFeedback({ ok: true, text: done });
      list.reload();
    } catch (e) {
      setFeedback({ ok: false, text: errorMessage(e) });
    }
  };

  const columns: Column<AdminBoardPost>[] = [
    { header: T.colNo, numeric: true, cell: (p) => p.id },
    { header: T.colTitle, cell: (p) => p.title },
    { header: T.colWriter, cell: (p) => p.nickname },
    { header: T.colUserId, cell: (p) => p.userId },
    {
      header: T.colDate,
      cellStyle: { whiteSpace: 'nowrap' },
      cell: (p) => formatDateTime(p.createdAt),
    },
    { header: T.colViews, numeric: true, cell: (p) => p.views },
    {
      header: T.colState,
      cell: (p) =>
        p.hidden ? (
          <span className={`${controls.badge} ${controls.badgeDanger}`}>{T.stateHidden}</span>
        ) : (
          <span className={`${controls.badge} ${controls.badgeOn}`}>{T.stateVisible}</span>
        ),
    },
    {
      header: T.colActions,
      cellStyle: { whiteSpace: 'nowrap' },
      cell: (p) => (
        <>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            data-testid="admin-board-hide"
            onClick={() =>
              void run(() => hideBoardPost(p.id, !p.hidden), p.hidden ? T.shownDone : T.hiddenDone)
            }
          >
            {p.hidden ? T.show : T.hide}
          </button>{' '}
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.danger}`}
            data-testid="admin-board-ban"
            onClick={() => setBanning(p)}
          >
            {T.ban}
          </button>
        </>
      ),
    },
  ];

  return (
    <AdminListCard
      id="admin-board-title"
      title={T.adminTitle}
      testId="admin-board"
      above={
        <>
          {feedback ? <Notice error={!feedback.ok}>{feedback.text}</Notice> : null}
          {banning ? (
            <BanForm
              post={banning}
              onCancel={() => setBanning(null)}
              onBanned={(text) => {
                setBanning(null);
                setFeedback({ ok: true, text });
              }}
            />
          ) : null}
          <CommentHideForm run={run} />
        </>
      }
      table={{
        ...list.table,
        columns,
        rowKey: (p) => p.id,
        rowProps: (p) => ({ 'data-testid': 'admin-board-row', 'data-hidden': p.hidden }),
        emptyText: T.empty,
      }}
    />
  );
}

function CommentHideForm({
  run,
}: {
  run: (action: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (hidden: boolean) => {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 1) {
      setError(T.commentIdInvalid);
      return;
    }
    setError(null);
    void run(() => hideBoardComment(id, hidden), hidden ? T.hiddenDone : T.shownDone);
  };
  return (
    <div className={controls.row} style={{ padding: '8px 16px', gap: 8, alignItems: 'flex-end' }}>
      <FormField id="admin-board-comment-id" label={T.commentIdLabel}>
        <input
          id="admin-board-comment-id"
          className={controls.input}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
        />
      </FormField>
      <button
        type="button"
        className={`${controls.btn} ${controls.sm}`}
        onClick={() => submit(true)}
      >
        {T.hideComment}
      </button>
      <button
        type="button"
        className={`${controls.btn} ${controls.sm}`}
        onClick={() => submit(false)}
      >
        {T.showComment}
      </button>
      {error ? <span className={controls.error}>{error}</span> : null}
    </div>
  );
}

function BanForm({
  post,
  onCancel,
  onBanned,
}: {
  post: AdminBoardPost;
  onCancel: () => void;
  onBanned: (text: string) => void;
}) {
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > 3650) return setError(T.banDaysInvalid);
    if (!reason.trim()) return setError(T.banReasonRequired);
    setError(null);
    setBusy(true);
    try {
      const ban = await banBoardWriter({ memberId: post.memberId, days: n, reason: reason.trim() });
      onBanned(T.banned(formatDateTime(ban.until)));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={controls.form}
      style={{ padding: '8px 16px' }}
      onSubmit={onSubmit}
      noValidate
      data-testid="admin-board-ban-form"
    >
      <strong>{T.banTitle(post.nickname)}</strong>
      <FormField id="admin-board-ban-days" label={T.banDays}>
        <input
          id="admin-board-ban-days"
          className={controls.input}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
        />
      </FormField>
      <FormField id="admin-board-ban-reason" label={T.banReason}>
        <input
          id="admin-board-ban-reason"
          className={controls.input}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
      {error ? (
        <p className={controls.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={controls.actions}>
        <button type="button" className={controls.btn} onClick={onCancel}>
          {T.cancel}
        </button>
        <button type="submit" className={`${controls.btn} ${controls.danger}`} disabled={busy}>
          {T.banSubmit}
        </button>
      </div>
    </form>
  );
}
