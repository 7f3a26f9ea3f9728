import { fetchLiveTv } from '../../api/content.api';
import { isBroadcastUrl } from '../../../common/contract/content.contract';
import { COMMON } from '../../../common/i18n/common.ko';
import { LIVE_TV } from '../../../common/i18n/content.ko';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import { BroadcastFrame } from './BroadcastFrame';
import { LiveScoresFromBook } from './LiveScoresFromBook';
import styles from './LiveTv.module.css';

/**
 * `/livetv` (spec §2, opened in a new tab from the menus): the operator's broadcast when one is
 * configured, otherwise our own live-scores page. A failed settings call falls back to the scores.
 */
export function LiveTvPage() {
  const { data, loading } = useAsync(fetchLiveTv, []);
  const url = data?.broadcastUrl;
  return (
    <div className={styles.page} data-testid="livetv-page">
      <h1 className={styles.title}>{LIVE_TV.title}</h1>
      {loading && !data ? (
        <Notice>{COMMON.loading}</Notice>
      ) : url && isBroadcastUrl(url) ? (
        <BroadcastFrame url={url} />
      ) : (
        <LiveScoresFromBook />
      )}
    </div>
  );
}
