import { useState } from 'react';
import { fetchFriends } from '../../api/friend.api';
import { useUser } from '../../app/hooks';
import type { ReferralCounts, ReferralView } from '../../../common/contract/friend.contract';
import { formatNumber, formatShortDate } from '../../../common/domain/format';
import { FRIEND } from '../../../common/i18n/friend.ko';
import { Card } from '../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../ui/DataTable';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import styles from './Friend.module.css';

const COUNT_KEYS: readonly (keyof ReferralCounts)[] = ['total', 'active', 'deposited'];

const STATUS_BADGE: Record<ReferralView['status'], string> = {
  active: controls.badgeOn ?? '',
  blocked: controls.badgeDanger ?? '',
  withdrawn: '',
};

/** `/friend` (spec §2): my recommender code and the members who joined with it (ids masked). */
export function FriendPage() {
  const user = useUser();
  if (!user) return <LoginRequired message={FRIEND.loginRequired} />;
  return <FriendContent />;
}

function FriendContent() {
  const [page, setPage] = useState(1);
  const [copied, setCopied] = useState<{ ok: boolean; text: string } | null>(null);
  const friends = useAsync(() => fetchFriends(page), [page]);
  const data = friends.data;

  const onCopy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied({ ok: true, text: FRIEND.copied });
    } catch {
      setCopied({ ok: false, text: FRIEND.copyFailed });
    }
  };

  const columns: Column<ReferralView>[] = [
    { header: FRIEND.colUserId, cell: (r) => r.maskedUserId },
    { header: FRIEND.colNickname, cell: (r) => r.nickname },
    { header: FRIEND.colJoined, cell: (r) => formatShortDate(r.joinedAt) },
    {
      header: FRIEND.colStatus,
      cell: (r) => (
        <span className={`${controls.badge} ${STATUS_BADGE[r.status]}`} data-status={r.status}>
          {FRIEND.status[r.status]}
        </span>
      ),
    },
    {
      header: FRIEND.colDeposited,
      cell: (r) => (r.deposited ? FRIEND.deposited : FRIEND.notDeposited),
    },
  ];

  return (
    <div className={styles.page} data-testid="friend-page">
      <Card id="friend-title" heading="h1" title={FRIEND.title}>
        <div className={styles.body}>
          <p className={controls.hint}>{FRIEND.lead}</p>
          <div className={styles.codeRow}>
            <span className={controls.label}>{FRIEND.code}</span>
            <span className={styles.code} data-testid="friend-code">
              {data?.recommendCode ?? ''}
            </span>
            {data ? (
              <button
                type="button"
                className={`${controls.btn} ${controls.sm}`}
                onClick={() => void onCopy(data.recommendCode)}
              >
                {FRIEND.copy}
              </button>
            ) : null}
          </div>
          {copied ? <Notice error={!copied.ok}>{copied.text}</Notice> : null}
          <dl className={styles.counts}>
            {COUNT_KEYS.map((key) => (
              <div key={key} className={styles.count}>
                <dt>{FRIEND.counts[key]}</dt>
                <dd data-testid={`friend-count-${key}`}>
                  {FRIEND.countUnit(formatNumber(data?.counts[key] ?? 0))}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Card>
      <Card id="friend-list-title" title={FRIEND.listTitle}>
        <DataTable
          columns={columns}
          rows={data?.items}
          rowKey={(r) => `${r.maskedUserId}:${r.nickname}`}
          rowProps={() => ({ 'data-testid': 'friend-row' })}
          loading={friends.loading}
          error={friends.error}
          emptyText={FRIEND.empty}
          pager={pagerOf(data, setPage)}
        />
      </Card>
    </div>
  );
}
