import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIsLoggedIn } from '../../app/hooks';
import { createTicket } from '../../api/customer.api';
import {
  CUSTOMER_BODY_MAX,
  CUSTOMER_CATEGORY_FLAGS,
  CUSTOMER_TITLE_MAX,
} from '../../../common/contract/customer.contract';
import { CUSTOMER } from '../../../common/i18n/customer.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { FieldError, FormField } from '../../ui/FormField';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import { categoryName } from '../../ui/tickets/ticket-labels';
import styles from './Customer.module.css';

/** The server's rules, checked first so a refusal reads the same in Korean. */
export function checkTicket(category: string, title: string, body: string): string | null {
  if (!category) return CUSTOMER.categoryRequired;
  if (!title.trim()) return CUSTOMER.titleRequired;
  if (title.trim().length > CUSTOMER_TITLE_MAX) return CUSTOMER.titleTooLong(CUSTOMER_TITLE_MAX);
  if (!body.trim()) return CUSTOMER.bodyRequired;
  if (body.trim().length > CUSTOMER_BODY_MAX) return CUSTOMER.bodyTooLong(CUSTOMER_BODY_MAX);
  return null;
}

function WriteForm({ flag }: { flag: number | null }) {
  const navigate = useNavigate();
  const [category, setCategory] = useState(flag ? String(flag) : '');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = checkTicket(category, title, body);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const created = await createTicket({
        category: Number(category),
        title: title.trim(),
        body: body.trim(),
      });
      await navigate({
        to: '/customer/view/{-$id}',
        params: { id: String(created.ticket.id) },
      });
    } catch (err) {
      setProblem(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormField id="customer-category" label={CUSTOMER.category}>
        <select
          id="customer-category"
          className={controls.input}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">{CUSTOMER.selectCategory}</option>
          {CUSTOMER_CATEGORY_FLAGS.map((f) => (
            <option key={f} value={f}>
              {categoryName(f)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="customer-subject" label={CUSTOMER.subject}>
        <input
          id="customer-subject"
          className={controls.input}
          value={title}
          maxLength={CUSTOMER_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
        />
      </FormField>
      <FormField id="customer-body" label={CUSTOMER.body}>
        <textarea
          id="customer-body"
          className={controls.input}
          rows={10}
          value={body}
          maxLength={CUSTOMER_BODY_MAX}
          onChange={(e) => setBody(e.target.value)}
        />
      </FormField>
      <FieldError>{problem}</FieldError>
      <div className={controls.actions}>
        <Link to="/customer" className={controls.btn}>
          {CUSTOMER.list}
        </Link>
        <button
          type="submit"
          className={`${controls.btn} ${controls.primary}`}
          disabled={busy}
          data-testid="customer-submit"
        >
          {busy ? CUSTOMER.submitting : CUSTOMER.submit}
        </button>
      </div>
    </form>
  );
}

/** `/customer/write/{flag?}`: a new ticket; the flag preselects 문의 유형. */
export function CustomerWritePage({ flag }: { flag: number | null }) {
  const loggedIn = useIsLoggedIn();
  return (
    <div className={styles.page}>
      <Card id="customer-write-title" heading="h1" title={`${CUSTOMER.title} · ${CUSTOMER.write}`}>
        {loggedIn ? <WriteForm key={flag ?? 0} flag={flag} /> : <LoginRequired />}
        {loggedIn ? null : <Notice>{CUSTOMER.lead}</Notice>}
      </Card>
    </div>
  );
}
