import type { AdminCasinoCall } from '../../../../common/contract/casino-admin.contract';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import { Dialog } from '../../../ui/Dialog';
import styles from '../shared/AdminArea.module.css';

/** JSON laid out for reading; anything else (a malformed call) exactly as it came. */
export function readableBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const BODIES_WIDTH_PX = 720;

/** One wallet call's request and answer, as kept for support and reconciliation. */
export function CallBodiesDialog({
  call,
  onClose,
}: {
  call: AdminCasinoCall;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      title={T.callTitle(call.id)}
      onClose={onClose}
      testId="admin-casino-call-dialog"
      width={BODIES_WIDTH_PX}
    >
      <h3>{T.requestBody}</h3>
      <pre className={styles.json} data-testid="admin-casino-call-request">
        {readableBody(call.requestBody)}
      </pre>
      <h3>{T.responseBody}</h3>
      <pre className={styles.json} data-testid="admin-casino-call-response">
        {readableBody(call.responseBody)}
      </pre>
    </Dialog>
  );
}
