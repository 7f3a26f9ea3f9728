import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import type { AdminNotice } from './AdminListCard';

/**
 * One save of an admin form: busy while it runs, then `savedText` (after `then` has taken the
 * server's answer) or the server's Korean message. `setNotice` lets a form show its own
 * refusal of bad input before anything is sent.
 */
export function useAdminSave() {
  const [notice, setNotice] = useState<AdminNotice>(null);
  const [busy, setBusy] = useState(false);

  const save = async <R>(
    write: () => Promise<R>,
    savedText: string,
    then?: (result: R) => void,
  ) => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await write();
      then?.(result);
      setNotice({ ok: true, text: savedText });
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return { notice, setNotice, busy, save };
}
