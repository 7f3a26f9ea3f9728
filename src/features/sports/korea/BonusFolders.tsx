import type { BonusFolderView } from '../../../../common/contract/sports.contract';
import { fetchBonusFolders } from '../../../api/sports-book.api';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { useAsync } from '../../../ui/use-async';
import { OddsButton } from '../common/OddsButton';
import { useBonusPick, useIsPicked } from '../common/slip-bridge';
import styles from './Korea.module.css';

function FolderButton({ folder }: { folder: BonusFolderView }) {
  const picked = useIsPicked(folder.id, 'korean');
  const pickBonus = useBonusPick();
  return (
    <OddsButton
      selectionId={folder.id}
      label={folder.label}
      priceHundredths={folder.priceHundredths}
      locked={false}
      flash={null}
      picked={picked}
      onPick={() => pickBonus(folder)}
    />
  );
}

/**
 * The bonus-odds folders of the cross board (spec §5; GET /api/sports/bonus-folders). A folder in
 * the slip makes every pick under 1.30 refused, with the spec's alert (the slip rule says so).
 */
export function BonusFolders() {
  const { data } = useAsync(() => fetchBonusFolders(), []);
  const folders = data?.items ?? [];
  if (folders.length === 0) return null;
  return (
    <section className={styles.bonus} data-testid="bonus-folders" aria-label={T.bonusTitle}>
      <h3 className={styles.bonusTitle}>{T.bonusTitle}</h3>
      <div className={styles.bonusList}>
        {folders.map((folder) => (
          <FolderButton key={folder.id} folder={folder} />
        ))}
      </div>
      <p className={styles.bonusHint}>{T.bonusHint}</p>
    </section>
  );
}
