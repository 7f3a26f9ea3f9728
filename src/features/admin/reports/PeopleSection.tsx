import { useId, useState, type FormEvent } from 'react';
import { fetchAgentReport, fetchMemberReport } from '../../../api/reports.api';
import type { AgentReport, MemberReport } from '../../../../common/contract/reports.contract';
import { formatNumber } from '../../../../common/domain/format';
import { REPORT_HEADERS, REPORT_TEXT } from '../../../../common/i18n/reports.ko';
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

type IdForm = ReturnType<typeof useIdForm>;

/** The number field, the show button and, once an id is asked for, its table's CSV button. */
function IdLookupForm({
  form,
  label,
  csv,
}: {
  form: IdForm;
  label: string;
  csv: (id: number) => Parameters<typeof CsvButton>[0]['request'];
}) {
  const inputId = useId();
  return (
    <form className={controls.row} onSubmit={form.onSubmit} noValidate>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className={controls.input}
        inputMode="numeric"
        value={form.text}
        onChange={(e) => form.setText(e.target.value)}
      />
      <button type="submit" className={`${controls.btn} ${controls.sm}`}>
        {REPORT_TEXT.show}
      </button>
      {form.id ? <CsvButton request={csv(form.id)} /> : null}
    </form>
  );
}

/** A member's P&L per day and an agent subtree's members, for the chosen range. */
export function PeopleSection({ range }: { range: DateRange }) {
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
          <IdLookupForm
            form={member}
            label={REPORT_TEXT.memberId}
            csv={(id) => ({ ...range, table: 'member', id })}
          />
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
          <IdLookupForm
            form={agent}
            label={REPORT_TEXT.agentId}
            csv={(id) => ({ ...range, table: 'agent', id })}
          />
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
