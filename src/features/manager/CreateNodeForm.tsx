import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { createManagerNode } from '../../api/manager.api';
import type { ManagerAgent } from '../../../common/contract/manager.contract';
import {
  nicknameSchema,
  passwordSchema,
  phoneSchema,
  userIdSchema,
} from '../../../common/contract/member.contract';
import { ROLLING_CATEGORIES } from '../../../common/contract/rolling.contract';
import { AGENT_TREE } from '../../../common/i18n/manager.ko';
import { JOIN } from '../../../common/i18n/member.ko';
import { ROLLING } from '../../../common/i18n/rolling.ko';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import { parseRateDraft, type RateDraft } from './rate-text';
import styles from './Manager.module.css';

const EMPTY = { userId: '', password: '', nickname: '', phone: '', withdrawPassword: '' };
type Field = keyof typeof EMPTY | 'rates';
const ZERO_DRAFT: RateDraft = { mini: '0', sports: '0', casino: '0', slot: '0' };

/** The sign-up rules of the join dialog, with its Korean messages (spec §4). */
function problemsOf(values: typeof EMPTY, rates: RateDraft): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!userIdSchema.safeParse(values.userId).success) problems.userId = JOIN.userIdInvalid;
  if (!passwordSchema.safeParse(values.password).success) problems.password = JOIN.passwordInvalid;
  if (!nicknameSchema.safeParse(values.nickname).success) problems.nickname = JOIN.nicknameInvalid;
  if (!phoneSchema.safeParse(values.phone).success || values.phone.trim() === '') {
    problems.phone = JOIN.phoneInvalid;
  }
  if (!/^[0-9]{4,6}$/.test(values.withdrawPassword)) {
    problems.withdrawPassword = JOIN.withdrawPasswordInvalid;
  }
  if (!parseRateDraft(rates)) problems.rates = AGENT_TREE.rateInvalid;
  return problems;
}

/**
 * Creates a member or a sub-agent under the agent or one of its sub-agents (sign-up
 * with the agent preset). The server checks everything again, the rates against the chosen
 * agent's included, and answers in Korean.
 */
export function CreateNodeForm({
  agents,
  onCreated,
}: {
  agents: readonly ManagerAgent[];
  onCreated: () => void;
}) {
  const [kind, setKind] = useState<'members' | 'agents'>('members');
  const [parentId, setParentId] = useState(agents[0]?.id ?? 0);
  const [values, setValues] = useState(EMPTY);
  const [rates, setRates] = useState<RateDraft>(ZERO_DRAFT);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values, rates);
    setProblems(found);
    const ratesBp = parseRateDraft(rates);
    if (Object.keys(found).length > 0 || !ratesBp) return;
    setBusy(true);
    setNotice(null);
    try {
      const { node } = await createManagerNode(kind, { ...values, agentId: parentId, ratesBp });
      setNotice({ ok: true, text: AGENT_TREE.created(node.userId) });
      setValues(EMPTY);
      setRates(ZERO_DRAFT);
      onCreated();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const text = (field: keyof typeof EMPTY, label: string, type = 'text') => (
    <FormField
      id={`manager-create-${field}`}
      label={label}
      message={<FieldError id={`manager-create-${field}-error`}>{problems[field]}</FieldError>}
    >
      <input
        id={`manager-create-${field}`}
        type={type}
        className={controls.input}
        value={values[field]}
        autoComplete="off"
        data-testid={`manager-create-${field}`}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        {...invalidProps(problems[field], `manager-create-${field}-error`)}
      />
    </FormField>
  );

  return (
    <form
      className={styles.body}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="manager-create-title"
      data-testid="manager-create"
    >
      <h3 id="manager-create-title">{AGENT_TREE.createTitle}</h3>
      <div className={styles.range}>
        <FormField id="manager-create-kind" label={AGENT_TREE.kind}>
          <select
            id="manager-create-kind"
            className={controls.input}
            value={kind}
            data-testid="manager-create-kind"
            onChange={(e) => setKind(e.target.value as 'members' | 'agents')}
          >
            <option value="members">{AGENT_TREE.kindMember}</option>
            <option value="agents">{AGENT_TREE.kindAgent}</option>
          </select>
        </FormField>
        <FormField id="manager-create-parent" label={AGENT_TREE.parent}>
          <select
            id="manager-create-parent"
            className={controls.input}
            value={parentId}
            data-testid="manager-create-parent"
            onChange={(e) => setParentId(Number(e.target.value))}
          >
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.depth === 0 ? AGENT_TREE.me : `${'· '.repeat(a.depth)}${a.userId}`}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className={styles.range}>
        {text('userId', JOIN.userId)}
        {text('password', JOIN.password, 'password')}
        {text('nickname', JOIN.nickname)}
        {text('phone', JOIN.phone, 'tel')}
        {text('withdrawPassword', JOIN.withdrawPassword, 'password')}
      </div>
      <fieldset className={styles.range} aria-describedby="manager-create-rates-error">
        <legend className={controls.label}>{AGENT_TREE.rates}</legend>
        {ROLLING_CATEGORIES.map((c) => (
          <label key={c} className={controls.field}>
            <span className={controls.label}>{ROLLING.category[c]}</span>
            <input
              className={controls.input}
              style={{ width: 72, textAlign: 'right' }}
              inputMode="decimal"
              value={rates[c]}
              data-testid={`manager-create-rate-${c}`}
              onChange={(e) => setRates((r) => ({ ...r, [c]: e.target.value }))}
            />
          </label>
        ))}
      </fieldset>
      <FieldError id="manager-create-rates-error">{problems.rates}</FieldError>
      {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
      <div>
        <button
          type="submit"
          className={`${controls.btn} ${controls.primary}`}
          disabled={busy}
          data-testid="manager-create-submit"
        >
          {busy ? AGENT_TREE.submitting : AGENT_TREE.submit}
        </button>
      </div>
    </form>
  );
}
