import { useRef, useState } from 'react';
import { joinTournament } from '../../api/tournament.api';
import { errorMessage } from '../../api/errors';
import { refreshUser } from '../../app/commands';
import { useIsLoggedIn } from '../../app/hooks';
import type { TournamentSummary } from '../../../common/contract/tournament.contract';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import { formatEntry } from './tournament-format';
import styles from './Tournament.module.css';

type Props = { tournament: TournamentSummary; onJoined: () => void };

/**
 * Joining: the entry fee is on the button; a refusal (blocked, excluded, not enough
 * money, finished) shows the server's Korean message under it. One idempotency key per card, so
 * a double click or a retry after a lost answer takes the fee once.
 */
export function JoinButton({ tournament: t, onJoined }: Props) {
  const loggedIn = useIsLoggedIn();
  const key = useRef(`tournament-join-${t.id}-${crypto.randomUUID()}`);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const open = t.status === 'upcoming' || t.status === 'running';

  if (t.joined) {
    return (
      <span className={controls.badge} data-testid="tournament-joined">
        {T.joined}
      </span>
    );
  }
  if (!open) return null;
  if (!loggedIn) return <p className={styles.hint}>{T.loginToJoin}</p>;

  const join = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await joinTournament(t.id, key.current);
      setMessage({ ok: true, text: T.joinedDone });
      // The fee left the balance: the top bar reads the member again.
      if (t.entryCurrency !== 'free') refreshUser();
      onJoined();
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${controls.btn} ${controls.primary}`}
        disabled={busy}
        onClick={() => void join()}
        data-testid="tournament-join"
      >
        {busy
          ? T.joining
          : t.entryCurrency === 'free'
            ? T.join
            : T.joinWithFee(formatEntry(t.entryCurrency, t.entryFee))}
      </button>
      {t.autoJoin ? <p className={styles.hint}>{T.autoJoin}</p> : null}
      {message ? (
        <Notice error={!message.ok} style={{ margin: 0 }}>
          {message.text}
        </Notice>
      ) : null}
    </div>
  );
}
