import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { blockIp, fetchBlockedIps, unblockIp } from '../../../api/admin.api';
import { formatDateTime } from '../../../../common/domain/format';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.blockedIps;
type BlockedIp = Awaited<ReturnType<typeof fetchBlockedIps>>[number];

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

  const columns: Column<BlockedIp>[] = [
    { header: T.colIp, cell: (row) => row.ip },
    { header: T.colReason, cell: (row) => row.reason },
    { header: T.colDate, cell: (row) => formatDateTime(row.createdAt) },
    {
      header: T.colActions,
      cell: (row) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          onClick={() => void onRemove(row.ip)}
        >
          {T.remove}
        </button>
      ),
    },
  ];

  return (
    <Card id="admin-ips-title" title={T.title} data-testid="admin-blocked-ips">
      <form className={`${styles.inlineForm} ${controls.cardBody}`} onSubmit={onAdd} noValidate>
        <FormField id="admin-ip" label={T.ip}>
          <input
            id="admin-ip"
            className={controls.input}
            style={{ width: 220 }}
            value={ip}
            onChange={(e) => setIp(e.target.value)}
            placeholder="203.0.113.7"
          />
        </FormField>
        <FormField id="admin-ip-reason" label={T.reason} style={{ flex: 1, minWidth: 200 }}>
          <input
            id="admin-ip-reason"
            className={controls.input}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormField>
        <button type="submit" className={`${controls.btn} ${controls.danger}`} disabled={busy}>
          {T.add}
        </button>
      </form>
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: '0 16px 12px' }}>
          {notice.text}
        </Notice>
      ) : null}
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(row) => row.ip}
        rowProps={(row) => ({ 'data-testid': 'blocked-ip-row', 'data-ip': row.ip })}
        loading={loading}
        error={error}
        emptyText={T.empty}
      />
    </Card>
  );
}
