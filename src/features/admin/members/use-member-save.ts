import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { MEMBER_ADMIN as T } from '../../../i18n/member-admin.ko';
import type { AdminNotice } from '../shared/AdminListCard';

/**
 * One save of a member-detail form (issue 14 "Members"): busy while it runs, then "saved" and a
 * reload of the detail, or the server's Korean message.
 */
export function useMemberSave(onSaved: () => void) {
  const [notice, setNotice] = useState<AdminNotice>(null);
  const [busy, setBusy] = useState(false);

  const save = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setNotice(null);
    try {
      await write();
      setNotice({ ok: true, text: T.saved });
      onSaved();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return { notice, busy, save };
}
