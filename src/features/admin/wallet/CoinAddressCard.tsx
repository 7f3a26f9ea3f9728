import { useEffect, useState } from 'react';
import {
  clearCoinAddress,
  fetchAdminCoinAddresses,
  saveCoinAddress,
} from '../../../api/admin-wallet.api';
import {
  COIN_ADDRESS_PATTERN,
  COIN_CHARGE_TYPES,
  type AdminCoinDepositAddressList,
} from '../../../../common/contract/wallet.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { WALLET } from '../../../../common/i18n/wallet.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { chargeTypeLabel } from '../../../ui/wallet/wallet-labels';

const T = WALLET.coinAdmin;

type Draft = { address: string; network: string };
type Saved = AdminCoinDepositAddressList['addresses'][number];

const draftsOf = (list: AdminCoinDepositAddressList): Record<number, Draft> =>
  Object.fromEntries(
    COIN_CHARGE_TYPES.map((type) => {
      const saved = list.addresses.find((a) => a.chargeType === type);
      return [
        type,
        {
          address: saved?.address ?? '',
          network: saved?.network ?? WALLET.coinNetworks[type] ?? '',
        },
      ];
    }),
  );

/**
 * Admin 입출금 tab: the deposit wallet (address + network) members are shown per coin charge
 * type. A type without one is refused by the server and disabled on /charge.
 */
export function CoinAddressCard() {
  const loaded = useAsync(fetchAdminCoinAddresses, []);
  const [list, setList] = useState<AdminCoinDepositAddressList | null>(null);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [busyType, setBusyType] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!loaded.data) return;
    setList(loaded.data);
    setDrafts(draftsOf(loaded.data));
  }, [loaded.data]);

  const savedOf = (type: number): Saved | undefined =>
    list?.addresses.find((a) => a.chargeType === type);

  const run = async (
    type: number,
    action: () => Promise<AdminCoinDepositAddressList>,
    ok: string,
  ) => {
    setBusyType(type);
    setNotice(null);
    try {
      const next = await action();
      setList(next);
      setDrafts(draftsOf(next));
      setNotice({ ok: true, text: ok });
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusyType(null);
    }
  };

  const onSave = (type: number) => {
    const draft = drafts[type] ?? { address: '', network: '' };
    const address = draft.address.trim();
    const network = draft.network.trim();
    if (!COIN_ADDRESS_PATTERN.test(address)) {
      setNotice({ ok: false, text: T.invalidAddress });
      return;
    }
    if (!network || network.length > 30) {
      setNotice({ ok: false, text: T.networkRequired });
      return;
    }
    const label = chargeTypeLabel(type);
    void run(type, () => saveCoinAddress(type, { address, network }), T.saved(label));
  };

  const onClear = (type: number) => {
    const label = chargeTypeLabel(type);
    if (!window.confirm(T.clearConfirm(label))) return;
    void run(type, () => clearCoinAddress(type), T.cleared(label));
  };

  const change = (type: number, patch: Partial<Draft>) =>
    setDrafts((d) => ({
      ...d,
      [type]: { ...(d[type] ?? { address: '', network: '' }), ...patch },
    }));

  return (
    <Card id="admin-coin-address-title" title={T.title} data-testid="admin-coin-addresses">
      <div className={`${controls.form} ${controls.cardBody}`}>
        <p className={controls.hint}>{T.lead}</p>
        {loaded.error ? <Notice error>{errorMessage(loaded.error)}</Notice> : null}
        <div className={controls.tableWrap}>
          <table className={controls.table}>
            <thead>
              <tr>
                <th>{T.colType}</th>
                <th>{T.colAddress}</th>
                <th>{T.colNetwork}</th>
                <th>{T.colUpdated}</th>
                <th>{T.colActions}</th>
              </tr>
            </thead>
            <tbody>
              {list
                ? COIN_CHARGE_TYPES.map((type) => {
                    const label = chargeTypeLabel(type);
                    const saved = savedOf(type);
                    const draft = drafts[type] ?? { address: '', network: '' };
                    return (
                      <tr
                        key={type}
                        data-testid="coin-address-row"
                        data-charge-type={type}
                        data-configured={saved ? 'true' : 'false'}
                      >
                        <td>{label}</td>
                        <td>
                          <input
                            className={controls.input}
                            style={{ width: '100%', minWidth: 260 }}
                            aria-label={T.addressLabel(label)}
                            spellCheck={false}
                            maxLength={100}
                            value={draft.address}
                            onChange={(e) => change(type, { address: e.target.value })}
                          />
                        </td>
                        <td>
                          <input
                            className={controls.input}
                            style={{ width: 110 }}
                            aria-label={T.networkLabel(label)}
                            maxLength={30}
                            value={draft.network}
                            onChange={(e) => change(type, { network: e.target.value })}
                          />
                        </td>
                        <td>{saved ? formatDateTime(saved.updatedAt) : T.notSet}</td>
                        <td>
                          <div className={controls.actions}>
                            <button
                              type="button"
                              className={`${controls.btn} ${controls.sm} ${controls.primary}`}
                              disabled={busyType !== null}
                              onClick={() => onSave(type)}
                            >
                              {T.save}
                            </button>
                            <button
                              type="button"
                              className={`${controls.btn} ${controls.sm} ${controls.danger}`}
                              disabled={busyType !== null || !saved}
                              onClick={() => onClear(type)}
                            >
                              {T.clear}
                            </button>
                          </div>
                        </td>
                      </tr>
                    );
                  })
                : null}
            </tbody>
          </table>
        </div>
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
      </div>
    </Card>
  );
}
