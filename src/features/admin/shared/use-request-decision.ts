import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import type { AdminNotice } from './AdminListCard';

/**
 * Approving or rejecting one request of a queue (charge/exchange, rolling settlement): which row
 * is being decided (its buttons wait), which one the reject dialog is open for, and the outcome.
 * The list reloads after a decision, so the row shows its new status.
 */
export function useRequestDecision<R extends { id: number }>(reload: () => void) {
  const [notice, setNotice] = useState<AdminNotice>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<R | null>(null);

  const decide = async (row: R, action: () => Promise<unknown>, ok: string) => {
    setBusyId(row.id);
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: ok });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusyId(null);
    }
  };

  return { notice, busyId, rejecting, setRejecting, decide };
}
