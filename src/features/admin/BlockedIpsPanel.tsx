import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { blockIp, fetchBlockedIps, unblockIp } from '../../api/admin.api';
import { formatDateTime } from '../../domain/format';
import { COMMON } from '../../i18n/common.ko';
import { ADMIN } from '../../i18n/admin.ko';
import { errorMessage } from '../../ui/api-error';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import styles from './AdminArea.module.css';

const T = ADMIN.blockedIps;
const ipSchema = z.union([z.ipv4(), z.ipv6()]);

export function BlockedIpsPanel() {
  const { data, error, loading, reload } = useAsync(fetchBlockedIps, []);
  const [ip, setIp] = useState('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!ipSchema.safeParse(ip.trim()).success) {
      setNotice({ ok: false, text: T.invalid });
      return;
    }
    setBusy(true);
    try {
      await blockIp({ ip: ip.trim(), reason: reason.trim() });
      setIp('');
      setReason('');
      setNotice({ ok: true, text: T.added });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async (target: string) => {
    if (!window.confirm(T.removeConfirm(target))) return;
    try {
      await unblockIp(target);
      setNotice({ ok: true, text: T.removed });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    }
  };

  return (
    <section
      className={controls.card}
      aria-labelledby="admin-ips-title"
      data-testid="admin-blocked-ips"
    >
      <header className={controls.cardHeader}>
        <h2 id="admin-ips-title" className={controls.cardTitle}>
          {T.title}
        </h2>
      </header>
      <form className={`${styles.inlineForm} ${controls.cardBody}`} onSubmit={onAdd} noValidate>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="admin-ip">
            {T.ip}
          </label>
          <input
            id="admin-ip"
            className={controls.input}
            style={{ width: 220 }}
            value={ip}
            onChange={(e) => setIp(e.target.value)}
            placeholder="203.0.113.7"
          />
        </div>
        <div className={controls.field} style={{ flex: 1, minWidth: 200 }}>
          <label className={controls.label} htmlFor="admin-ip-reason">
            {T.reason}
          </label>
          <input
            id="admin-ip-reason"
            className={controls.input}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <button type="submit" className={`${controls.btn} ${controls.danger}`} disabled={busy}>
          {T.add}
        </button>
      </form>
      {notice ? (
        <p
          className={`${controls.notice} ${notice.ok ? '' : controls.noticeError}`}
          role={notice.ok ? 'status' : 'alert'}
          style={{ margin: '0 16px 12px' }}
        >
          {notice.text}
        </p>
      ) : null}
      <div className={controls.tableWrap}>
        <table className={controls.table}>
          <thead>
            <tr>
              <th>{T.colIp}</th>
              <th>{T.colReason}</th>
              <th>{T.colDate}</th>
              <th>{T.colActions}</th>
            </tr>
          </thead>
          <tbody>
            {error && !data ? (
              <tr>
                <td colSpan={4} className={controls.emptyCell} role="alert">
                  {errorMessage(error)}
                </td>
              </tr>
            ) : null}
            {loading && !data ? (
              <tr>
                <td colSpan={4} className={controls.emptyCell}>
                  {COMMON.loading}
                </td>
              </tr>
            ) : null}
            {data && data.length === 0 ? (
              <tr>
                <td colSpan={4} className={controls.emptyCell}>
                  {T.empty}
                </td>
              </tr>
            ) : null}
            {data?.map((row) => (
              <tr key={row.ip} data-testid="blocked-ip-row" data-ip={row.ip}>
                <td>{row.ip}</td>
                <td>{row.reason}</td>
                <td>{formatDateTime(row.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    className={`${controls.btn} ${controls.sm}`}
                    onClick={() => void onRemove(row.ip)}
                  >
                    {T.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
