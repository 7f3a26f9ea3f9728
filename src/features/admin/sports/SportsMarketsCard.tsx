import { useState, type FormEvent } from 'react';
import { fetchAdminFixtureMarkets, suspendAdminMarket } from '../../../api/admin-sports.api';
import type { AdminFixtureMarkets } from '../../../../common/contract/sports-admin.contract';
import { formatDateTime, formatOdds } from '../../../../common/domain/format';
import { SPORTS_ADMIN as T } from '../../../../common/i18n/sports-admin.ko';
import { errorMessage } from '../../../api/errors';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { AdminListCard, type AdminNotice } from '../shared/AdminListCard';
import styles from '../shared/AdminArea.module.css';

type Market = AdminFixtureMarkets['markets'][number];
const FEED_ID = /^[1-9]\d{0,18}$/;

/** One fixture's markets in both books, each with the operator's suspend / resume switch. */
export function SportsMarketsCard() {
  const [input, setInput] = useState('');
  const [data, setData] = useState<AdminFixtureMarkets | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);

  const load = async (fixtureId: string) => {
    setData(await fetchAdminFixtureMarkets(fixtureId));
  };
  const onLoad = async (event: FormEvent) => {
    event.preventDefault();
    const fixtureId = input.trim();
    setNotice(null);
    if (!FEED_ID.test(fixtureId)) {
      setNotice({ ok: false, text: T.fixtureIdInvalid });
      return;
    }
    try {
      await load(fixtureId);
    } catch (e) {
      setData(null);
      setNotice({ ok: false, text: errorMessage(e) });
    }
  };
  const onToggle = async (market: Market) => {
    if (!data) return;
    const suspend = !market.operatorSuspended;
    setBusy(true);
    setNotice(null);
    try {
      await suspendAdminMarket(data.fixture.id, market.key, suspend);
      setNotice({ ok: true, text: (suspend ? T.marketSuspended : T.marketResumed)(market.name) });
      await load(data.fixture.id);
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Market>[] = [
    { header: T.colBook, cell: (m) => T.book[m.book] },
    { header: T.colMarket, cell: (m) => `${m.name}${m.line ? ` ${m.line}` : ''}` },
    {
      header: T.colSelections,
      cell: (m) =>
        m.selections.map((s) => `${s.name} ${formatOdds(s.priceHundredths)}`).join(' / '),
    },
    {
      header: T.colStatus,
      cell: (m) => (
        <span
          className={`${controls.badge} ${m.operatorSuspended ? controls.badgeDanger : controls.badgeOn}`}
        >
          {m.operatorSuspended ? T.suspendedBadge : T.openBadge}
        </span>
      ),
    },
    {
      header: T.colActions,
      cell: (m) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${m.operatorSuspended ? '' : controls.danger}`}
          disabled={busy}
          onClick={() => void onToggle(m)}
        >
          {m.operatorSuspended ? T.unsuspend : T.suspend}
        </button>
      ),
    },
  ];

  return (
    <AdminListCard
      id="admin-sports-markets-title"
      title={T.marketsTitle}
      testId="admin-sports-markets"
      actions={
        <form className={styles.inlineForm} onSubmit={(e) => void onLoad(e)}>
          <label htmlFor="admin-sports-fixture" className={controls.label}>
            {T.fixtureId}
          </label>
          <input
            id="admin-sports-fixture"
            className={controls.input}
            style={{ width: 200, minHeight: 32 }}
            inputMode="numeric"
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
          <button type="submit" className={`${controls.btn} ${controls.sm}`}>
            {T.loadMarkets}
          </button>
        </form>
      }
      notice={notice}
      above={
        data ? (
          <p style={{ margin: 12 }} data-testid="admin-sports-fixture">
            {data.fixture.leagueNameKorean} · {data.fixture.homeName} vs {data.fixture.awayName} ·{' '}
            {formatDateTime(data.fixture.startsAt)}
          </p>
        ) : null
      }
      table={{
        columns,
        rows: data ? data.markets : [],
        rowKey: (m) => `${m.book}|${m.key}`,
        rowProps: (m) => ({
          'data-testid': 'admin-sports-market-row',
          'data-market-key': m.key,
          'data-book': m.book,
          'data-suspended': m.operatorSuspended,
        }),
        loading: false,
        error: undefined,
        emptyText: T.marketsEmpty,
      }}
    />
  );
}
