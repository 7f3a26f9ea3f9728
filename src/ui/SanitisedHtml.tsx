import styles from './SanitisedHtml.module.css';

type Props = {
  /**
   * HTML the server already sanitised when an operator saved it
   * (server/platform/lib/html-sanitizer.ts).
   * Never pass anything else: this is the one place the SPA renders stored markup.
   */
  html: string;
  'data-testid'?: string;
};

/** An operator's rich text (events, rules) with the site's typography. */
export function SanitisedHtml({ html, 'data-testid': testId }: Props) {
  return (
    <div
      className={styles.body}
      data-testid={testId}
      // Sanitised on the way in by the server, once (operator-managed pages).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
