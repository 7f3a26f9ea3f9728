import { useState, type FormEvent } from 'react';
import { fetchAdminLiveTv, saveLiveTv } from '../../../api/content.api';
import { BROADCAST_URL_MAX, isBroadcastUrl } from '../../../../common/contract/content.contract';
import { CONTENT_ADMIN as T } from '../../../../common/i18n/content.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import styles from './ContentPanel.module.css';

/** 라이브 TV 설정: the broadcast framed on /livetv; empty means our own live scores. */
export function ContentLiveTvCard() {
  const { data, error } = useAsync(fetchAdminLiveTv, []);
  // What the operator typed; until then the field shows the saved value, and it stays read-only
  // until that value has arrived (a value typed earlier would be lost to it).
  const [typed, setTyped] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ broadcastUrl: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const current = (saved ?? data)?.broadcastUrl ?? null;
  const url = typed ?? current ?? '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (value !== '' && !isBroadcastUrl(value)) {
      setNotice({ ok: false, text: T.broadcastInvalid });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const result = await saveLiveTv({ broadcastUrl: value });
      setSaved(result);
      setNotice({ ok: true, text: T.saved });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="content-livetv-title" title={T.liveTv} data-testid="content-livetv">
      <form
        className={`${controls.form} ${controls.cardBody}`}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <div className={styles.urlRow}>
          <FormField
            id="content-livetv-url"
            label={T.broadcastUrl}
            message={<p className={controls.hint}>{T.broadcastHint}</p>}
          >
            <input
              id="content-livetv-url"
              type="url"
              className={controls.input}
              placeholder="https://"
              maxLength={BROADCAST_URL_MAX}
              value={url}
              disabled={!data}
              onChange={(e) => setTyped(e.target.value)}
            />
          </FormField>
          <button
            type="submit"
            className={`${controls.btn} ${controls.primary}`}
            disabled={busy || !data}
          >
            {busy ? T.saving : T.save}
          </button>
        </div>
        <p className={styles.current} data-testid="content-livetv-current">
          {T.broadcastCurrent}: {current ?? T.broadcastNone}
        </p>
        {error && !data ? <Notice error>{errorMessage(error)}</Notice> : null}
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
      </form>
    </Card>
  );
}
