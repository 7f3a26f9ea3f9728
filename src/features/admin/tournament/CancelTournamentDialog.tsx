import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';
import { Notice } from '../../../ui/Notice';
import { ReasonDialog } from '../shared/ReasonDialog';

type Props = {
  name: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
};

/** Cancelling refunds every entry fee; the written reason goes to the audit log. */
export function CancelTournamentDialog({ name, busy, onClose, onSubmit }: Props) {
  return (
    <ReasonDialog
      open
      texts={T}
      title={T.cancelTitle(name)}
      submitLabel={T.confirmCancel}
      busy={busy}
      testId="admin-tournament-cancel"
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Notice>{T.cancelBody}</Notice>
    </ReasonDialog>
  );
}
