import { useId, useState, type FormEvent } from 'react';
import { fetchAgentReport, fetchMemberReport } from '../../../api/reports.api';
import type { AgentReport, MemberReport } from '../../../contract/reports.contract';
import { formatNumber } from '../../../domain/format';
import { REPORT_HEADERS, REPORT_TEXT } from '../../../i18n/reports.ko';
import { Card } from '../../../ui/Card';
import controls from '../../../ui/controls.module.css';
import { DataTable, type Column } from '../../../ui/DataTable';
import { useAsync } from '../../../ui/use-async';
import { CsvButton } from './CsvButton';
import { figureColumns } from './report-columns';
import type { DateRange } from './report-dates';

type MemberDay = MemberReport['days'][number];
type AgentRow = AgentReport['agents'][number];

const memberColumns: Column<MemberDay>[] = [
  { header: REPORT_HEADERS.member[0], cell: (d) => d.day },
  ...figureColumns<MemberDay>(),
];
const [agentIdHeader, userIdHeader, depthHeader] = REPORT_HEADERS.agent;
const agentColumns: Column<AgentRow>[] = [
  { header: agentIdHeader, cell: (a) => a.agentId },
  { header: userIdHeader, cell: (a) => a.userId },
  { header: depthHeader, numeric: true, cell: (a) => formatNumber(a.depth) },
  ...figureColumns<AgentRow>(),
];

/** A member number typed by the operator; null until it is a whole number. */
const idOf = (text: string): number | null => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : null);

function useIdForm() {
  const [text, setText] = useState('');
  const [id, setId] = useState<number | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setId(idOf(text.trim()));
  };
  return { text, setText, id, onSubmit };
}

/** A member's P&L per day and an agent subtree's members, for the chosen range. */
export function PeopleSection({ range }: { range: DateRange }) {
  const memberInput = useId();
  const agentInput = useId();
  const member = useIdForm();
  const agent = useIdForm();
  const memberReport = useAsync(
    () => (member.id ? fetchMemberReport(member.id, range) : Promise.resolve(undefined)),
    [member.id, range.from, range.to],
  );
  const agentReport = useAsync(
    () => (agent.id ? fetchAgentReport(agent.id, range) : Promise.resolve(undefined)),
    [agent.id, range.from, range.to],
  );

  return (
    <>
      <Card
        id="report-member-title"
        title={REPORT_TEXT.memberTitle}
        data-testid="report-member"
        actions={
          <form className={controls.row} onSubmit={member.onSubmit} noValidate>
            <label htmlFor={memberInput}>{REPORT_TEXT.memberId}</label>
            <input
              id={memberInput}
              className={controls.input}
              inputMode="numeric"
              value={member.text}
              onChange={(e) => member.setText(e.target.value)}
            />
            <button type="submit" className={`${controls.btn} ${controls.sm}`}>
              {REPORT_TEXT.show}
            </button>
            {member.id ? (
              <CsvButton request={{ ...range, table: 'member', id: member.id }} />
            ) : null}
          </form>
        }
      >
        {member.id ? (
          <DataTable
            columns={memberColumns}
            rows={memberReport.data?.days}
            rowKey={(d) => d.day}
            loading={memberReport.loading}
            error={memberReport.error}
            emptyText={REPORT_TEXT.empty}
          />
        ) : null}
      </Card>
      <Card
        id="report-agent-title"
        title={REPORT_TEXT.agentTitle}
        data-testid="report-agent"
        actions={
          <form className={controls.row} onSubmit={agent.onSubmit} noValidate>
            <label htmlFor={agentInput}>{REPORT_TEXT.agentId}</label>
            <input
              id={agentInput}
              className={controls.input}
              inputMode="numeric"
              value={agent.text}
              onChange={(e) => agent.setText(e.target.value)}
            />
            <button type="submit" className={`${controls.btn} ${controls.sm}`}>
              {REPORT_TEXT.show}
            </button>
            {agent.id ? <CsvButton request={{ ...range, table: 'agent', id: agent.id }} /> : null}
          </form>
        }
      >
        {agentReport.data ? (
          <p className={controls.hint}>
            {REPORT_TEXT.subtreeSize}: {formatNumber(agentReport.data.subtreeSize)}
          </p>
        ) : null}
        {agent.id ? (
          <DataTable
            columns={agentColumns}
            rows={agentReport.data?.agents}
            rowKey={(a) => a.agentId}
            loading={agentReport.loading}
            error={agentReport.error}
            emptyText={REPORT_TEXT.empty}
          />
        ) : null}
      </Card>
    </>
  );
}
