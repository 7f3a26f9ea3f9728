import { useState } from 'react';
import { cancelAdminTournament } from '../../../api/admin-tournament.api';
import { errorMessage } from '../../../api/errors';
import type { AdminTournament } from '../../../../common/contract/tournament.contract';
import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';
import type { AdminNotice } from '../shared/AdminListCard';
import styles from '../shared/AdminArea.module.css';
import { CancelTournamentDialog } from './CancelTournamentDialog';
import { TournamentBoardCard } from './TournamentBoardCard';
import { TournamentFormCard } from './TournamentFormCard';
import { TournamentListCard } from './TournamentListCard';
import { TournamentPayoutsCard } from './TournamentPayoutsCard';

type Form = { editing: AdminTournament | null } | null;
type Selected = { tournament: AdminTournament; view: 'board' | 'payouts' } | null;

/**
 * The '토너먼트' tab: the list; create, or edit before the start;
 * cancel with its audited reason (fees refunded); one tournament's live board or payout record.
 */
export function TournamentPanel() {
  const [form, setForm] = useState<Form>(null);
  const [cancelling, setCancelling] = useState<AdminTournament | null>(null);
  const [selected, setSelected] = useState<Selected>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);
  // A save or a cancel mounts the list again, so it reads the change at once.
  const [listVersion, setListVersion] = useState(0);

  const cancel = async (reason: string) => {
    if (!cancelling) return;
    setBusy(true);
    try {
      const { tournament } = await cancelAdminTournament(cancelling.id, reason);
      setNotice({ ok: true, text: T.cancelled(tournament.name) });
      setSelected((s) => (s?.tournament.id === tournament.id ? { ...s, tournament } : s));
      setListVersion((v) => v + 1);
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  return (
    <div className={styles.panel} data-testid="admin-tournament-panel">
      {form ? (
        <TournamentFormCard
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          onSaved={(name) => {
            setNotice({ ok: true, text: form.editing ? T.saved(name) : T.created(name) });
            setForm(null);
            setListVersion((v) => v + 1);
          }}
          onCancel={() => setForm(null)}
        />
      ) : null}
      <TournamentListCard
        key={listVersion}
        selectedId={selected?.tournament.id ?? null}
        notice={notice}
        onCreate={() => setForm({ editing: null })}
        onEdit={(tournament) => setForm({ editing: tournament })}
        onCancel={setCancelling}
        onSelect={(tournament, view) => setSelected({ tournament, view })}
      />
      {selected?.view === 'board' ? (
        <TournamentBoardCard key={selected.tournament.id} tournament={selected.tournament} />
      ) : null}
      {selected?.view === 'payouts' ? (
        <TournamentPayoutsCard key={selected.tournament.id} tournament={selected.tournament} />
      ) : null}
      {cancelling ? (
        <CancelTournamentDialog
          name={cancelling.name}
          busy={busy}
          onClose={() => setCancelling(null)}
          onSubmit={(reason) => void cancel(reason)}
        />
      ) : null}
    </div>
  );
}
