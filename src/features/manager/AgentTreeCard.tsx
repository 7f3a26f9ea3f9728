import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { fetchManagerAgents, saveManagerRates } from '../../api/manager.api';
import type { ManagerAgent } from '../../../common/contract/manager.contract';
import { ROLLING_CATEGORIES } from '../../../common/contract/rolling.contract';
import { AGENT_TREE } from '../../../common/i18n/manager.ko';
import { ROLLING, formatRateBp } from '../../../common/i18n/rolling.ko';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { CreateNodeForm } from './CreateNodeForm';
import { parseRateDraft, rateDraftOf, type RateDraft } from './rate-text';
import styles from './Manager.module.css';

/**
 * The agent's organisation: itself and every sub-agent, indented by depth,
 * with rates and direct members; a sub-agent's rates are edited in place (the server refuses a
 * rate above the parent's or below what the sub-agent already gives down), and new members and
 * sub-agents are created below.
 */
export function AgentTreeCard() {
  const { data, error, loading, reload } = useAsync(() => fetchManagerAgents(), []);
  const [drafts, setDrafts] = useState<Record<number, RateDraft>>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const draftOf = (a: ManagerAgent) => drafts[a.id] ?? rateDraftOf(a.ratesBp);
  const onSave = async (a: ManagerAgent) => {
    const ratesBp = parseRateDraft(draftOf(a));
    if (!ratesBp) {
      setNotice({ ok: false, text: AGENT_TREE.rateInvalid });
      return;
    }
    setBusyId(a.id);
    setNotice(null);
    try {
      await saveManagerRates(a.id, ratesBp);
      setDrafts(({ [a.id]: _saved, ...rest }) => rest);
      setNotice({ ok: true, text: `${a.userId}: ${AGENT_TREE.saved}` });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<ManagerAgent>[] = [
    {
      header: AGENT_TREE.colAgent,
      cell: (a) => (
        <span style={{ paddingLeft: a.depth * 16 }}>
          {a.depth === 0 ? `${AGENT_TREE.me} · ` : '└ '}
          {a.nickname} ({a.userId})
        </span>
      ),
    },
    { header: AGENT_TREE.colParent, cell: (a) => a.parentUserId ?? '-' },
    { header: AGENT_TREE.colMembers, numeric: true, cell: (a) => a.memberCount },
    ...ROLLING_CATEGORIES.map((c): Column<ManagerAgent> => ({
      header: `${ROLLING.category[c]} %`,
      cell: (a) =>
        a.depth === 0 ? (
          formatRateBp(a.ratesBp[c])
        ) : (
          <input
            className={controls.input}
            style={{ width: 72, textAlign: 'right' }}
            inputMode="decimal"
            aria-label={AGENT_TREE.rateLabel(a.userId, ROLLING.category[c])}
            data-testid={`agent-rate-${c}`}
            value={draftOf(a)[c]}
            onChange={(e) =>
              setDrafts((d) => ({ ...d, [a.id]: { ...draftOf(a), [c]: e.target.value } }))
            }
          />
        ),
    })),
    {
      header: AGENT_TREE.colActions,
      cell: (a) =>
        a.depth === 0 ? null : (
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.primary}`}
            disabled={busyId === a.id}
            onClick={() => void onSave(a)}
          >
            {AGENT_TREE.save}
          </button>
        ),
    },
  ];

  return (
    <Card id="manager-tree-title" title={AGENT_TREE.title} data-testid="manager-tree">
      <div className={styles.body}>
        <p className={controls.hint}>{AGENT_TREE.lead}</p>
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
      </div>
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ 'data-testid': 'manager-tree-row', 'data-user-id': a.userId })}
        loading={loading}
        error={error}
        emptyText={AGENT_TREE.empty}
      />
      {data ? <CreateNodeForm agents={data.items} onCreated={reload} /> : null}
    </Card>
  );
}
