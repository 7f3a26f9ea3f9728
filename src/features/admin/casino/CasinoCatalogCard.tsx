import { useState } from 'react';
import {
  fetchAdminCasinoCatalog,
  updateAdminCasinoGame,
  updateAdminCasinoProvider,
} from '../../../api/admin-casino.api';
import { errorMessage } from '../../../api/errors';
import type {
  AdminCasinoCatalog,
  AdminCasinoGame,
  AdminCasinoProvider,
  AdminCasinoSwitchBody,
} from '../../../../common/contract/casino-admin.contract';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import type { AdminNotice } from '../shared/AdminListCard';
import { SwitchBadge, SwitchControls } from './SwitchControls';

type Target = { kind: 'provider' | 'game'; id: number };

/**
 * Providers and games (enable, maintenance, order, RTP shown). A game
 * or provider in 점검 refuses launches with '점검중 입니다.'; 중지 hides it from the lobbies.
 */
export function CasinoCatalogCard() {
  const loaded = useAsync(fetchAdminCasinoCatalog, []);
  const [saved, setSaved] = useState<AdminCasinoCatalog | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);
  const catalog = saved ?? loaded.data;

  const save = async (target: Target, body: AdminCasinoSwitchBody) => {
    setBusy(true);
    setNotice(null);
    try {
      const next =
        target.kind === 'provider'
          ? await updateAdminCasinoProvider(target.id, body)
          : await updateAdminCasinoGame(target.id, body);
      setSaved(next);
      setNotice({ ok: true, text: T.saved });
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  // Keyed by the saved values, so the controls start again from what the server holds.
  const controlsOf = (target: Target, row: AdminCasinoProvider | AdminCasinoGame) => (
    <SwitchControls
      key={`${row.status}:${row.sortOrder}`}
      name={row.name}
      status={row.status}
      sortOrder={row.sortOrder}
      busy={busy}
      onSave={(body) => void save(target, body)}
    />
  );

  const providerColumns: Column<AdminCasinoProvider>[] = [
    { header: T.colId, numeric: true, cell: (p) => p.id },
    { header: T.colCode, cell: (p) => <code>{p.code}</code> },
    { header: T.colName, cell: (p) => p.name },
    { header: T.colGames, numeric: true, cell: (p) => p.gameCount },
    { header: T.colStatus, cell: (p) => <SwitchBadge status={p.status} /> },
    { header: T.colActions, cell: (p) => controlsOf({ kind: 'provider', id: p.id }, p) },
  ];
  const gameColumns: Column<AdminCasinoGame>[] = [
    { header: T.colId, numeric: true, cell: (g) => g.id },
    { header: T.colProvider, cell: (g) => g.providerName },
    { header: T.colKind, cell: (g) => T.kind[g.kind] },
    { header: T.colName, cell: (g) => `${g.name} (${g.gameCode})` },
    { header: T.colStudio, cell: (g) => g.studio },
    {
      header: T.colRtp,
      numeric: true,
      cell: (g) => (g.rtpBp === null ? T.rtpNone : T.rtp(g.rtpBp)),
    },
    { header: T.colStatus, cell: (g) => <SwitchBadge status={g.status} /> },
    { header: T.colActions, cell: (g) => controlsOf({ kind: 'game', id: g.id }, g) },
  ];

  return (
    <>
      {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
      <Card
        id="admin-casino-providers-title"
        title={T.providersTitle}
        data-testid="admin-casino-providers"
      >
        <DataTable
          columns={providerColumns}
          rows={catalog?.providers}
          rowKey={(p) => p.id}
          rowProps={(p) => ({ 'data-testid': 'admin-casino-provider-row', 'data-id': p.id })}
          loading={loaded.loading}
          error={loaded.error}
          emptyText={T.none}
        />
      </Card>
      <Card id="admin-casino-games-title" title={T.gamesTitle} data-testid="admin-casino-games">
        <DataTable
          columns={gameColumns}
          rows={catalog?.games}
          rowKey={(g) => g.id}
          rowProps={(g) => ({ 'data-testid': 'admin-casino-game-row', 'data-id': g.id })}
          loading={loaded.loading}
          error={loaded.error}
          emptyText={T.none}
        />
      </Card>
    </>
  );
}
