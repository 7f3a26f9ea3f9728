import { useState, type ReactNode } from 'react';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import controls from '../../../ui/controls.module.css';
import styles from '../shared/AdminArea.module.css';
import { CasinoCallsCard } from './CasinoCallsCard';
import { CasinoCatalogCard } from './CasinoCatalogCard';
import { CasinoMemberFlagsCard } from './CasinoMemberFlagsCard';
import { CasinoReconcileCard } from './CasinoReconcileCard';
import { CasinoRoundsCard } from './CasinoRoundsCard';
import { CasinoStuckRoundsCard } from './CasinoStuckRoundsCard';
import { CasinoTransactionsCard } from './CasinoTransactionsCard';
import own from './CasinoAdmin.module.css';

type Section = keyof typeof T.sections;

/** Each part of the desk mounts only while shown, so a search list polls only when open. */
const SECTIONS: Record<Section, () => ReactNode> = {
  catalog: () => <CasinoCatalogCard />,
  members: () => <CasinoMemberFlagsCard />,
  rounds: () => <CasinoRoundsCard />,
  transactions: () => <CasinoTransactionsCard />,
  calls: () => <CasinoCallsCard />,
  stuck: () => <CasinoStuckRoundsCard />,
  reconcile: () => <CasinoReconcileCard />,
};
const ORDER = Object.keys(SECTIONS) as Section[];

/** The '카지노' tab: the casino and slot desk, one part at a time. */
export function CasinoPanel() {
  const [section, setSection] = useState<Section>('catalog');
  return (
    <div className={styles.panel}>
      <nav aria-label={T.sectionsLabel} className={own.sections}>
        {ORDER.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={section === key}
            className={`${controls.btn} ${controls.sm} ${section === key ? controls.primary : ''}`}
            data-testid={`admin-casino-section-${key}`}
            onClick={() => setSection(key)}
          >
            {T.sections[key]}
          </button>
        ))}
      </nav>
      {SECTIONS[section]()}
    </div>
  );
}
