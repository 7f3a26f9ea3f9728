import type { ReactNode } from 'react';
import controls from './controls.module.css';

type Props = {
  /** Id of the heading; the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** Heading level: `h2` inside a page, `h1` where the card is the page. */
  heading?: 'h1' | 'h2';
  /** Placed in the header after the title (buttons, a search form, a count). */
  actions?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
};

/** A titled card: `section.card` labelled by the `h2` in its header. */
export function Card({
  id,
  title,
  heading = 'h2',
  actions,
  children,
  'data-testid': testId,
}: Props) {
  const Heading = heading;
  return (
    <section className={controls.card} aria-labelledby={id} data-testid={testId}>
      <header className={controls.cardHeader}>
        <Heading id={id} className={controls.cardTitle}>
          {title}
        </Heading>
        {actions}
      </header>
      {children}
    </section>
  );
}
