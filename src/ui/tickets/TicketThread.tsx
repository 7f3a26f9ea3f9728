import type { TicketMessage } from '../../../common/contract/customer.contract';
import { formatDateTime } from '../../../common/domain/format';
import { CUSTOMER } from '../../../common/i18n/customer.ko';
import styles from './TicketThread.module.css';

/**
 * A ticket's messages, oldest first. Bodies are plain text rendered as React text nodes (never
 * HTML): a `<script>` a member typed shows as those characters.
 */
export function TicketThread({ messages }: { messages: TicketMessage[] }) {
  return (
    <ol className={styles.thread} data-testid="customer-thread">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`${styles.message} ${m.author === 'operator' ? styles.operator : ''}`}
          data-testid="customer-message"
          data-author={m.author}
        >
          <p className={styles.meta}>
            <strong>{m.author === 'operator' ? CUSTOMER.operator : CUSTOMER.member}</strong>
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
          <p className={styles.text}>{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
