import type { ReactNode } from 'react';
import type { SportsSlipFamily } from './slip-bridge';
import { SlipSlot } from './slip-bridge';
import styles from './Sports.module.css';

type Props = {
  family: SportsSlipFamily;
  testId: string;
  board?: string;
  children: ReactNode;
};

/**
 * Frame of a sports book page: the board, and the slip as a right side panel on desktop or a
 * bottom sheet on phones (the slip draws itself below the mobile breakpoint).
 */
export function BookLayout({ family, testId, board, children }: Props) {
  return (
    <div className={styles.page} data-testid={testId} data-board={board}>
      <div className={styles.layout}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.slip}>
          <SlipSlot family={family} />
        </aside>
      </div>
    </div>
  );
}
