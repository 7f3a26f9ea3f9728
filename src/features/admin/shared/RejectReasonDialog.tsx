import type { ReactNode } from 'react';
import { ReasonDialog } from './ReasonDialog';

/** The texts of a reject dialog; each admin area keeps its own in common/i18n. */
export interface RejectReasonTexts {
  rejectTitle: string;
  rejectReason: string;
  rejectReasonRequired: string;
  cancel: string;
  rejectSubmit: string;
}

type Props<R> = {
  /** The request being rejected; null keeps the dialog closed. */
  request: R | null;
  /** One line naming the request (member, kind, amount). */
  summary: (request: R) => ReactNode;
  texts: RejectReasonTexts;
  /** Prefix of the dialog's test id and field ids, e.g. 'admin-wallet-reject'. */
  idPrefix: string;
  busy: boolean;
  onClose: () => void;
  onReject: (request: R, reason: string) => void;
};

/**
 * Asks the reason ('거절 사유') before an operator rejects a member's request — a charge or
 * exchange, a rolling or event settlement. The member reads the reason, so it is required: the
 * audited reason dialog, naming the request above its field.
 */
export function RejectReasonDialog<R>({
  request,
  summary,
  texts,
  idPrefix,
  busy,
  onClose,
  onReject,
}: Props<R>) {
  return (
    <ReasonDialog
      open={request !== null}
      texts={{
        reason: texts.rejectReason,
        reasonRequired: texts.rejectReasonRequired,
        close: texts.cancel,
      }}
      title={texts.rejectTitle}
      submitLabel={texts.rejectSubmit}
      busy={busy}
      testId={`${idPrefix}-dialog`}
      onClose={onClose}
      onSubmit={(reason) => {
        if (request !== null) onReject(request, reason);
      }}
    >
      {request !== null ? <p>{summary(request)}</p> : null}
    </ReasonDialog>
  );
}
