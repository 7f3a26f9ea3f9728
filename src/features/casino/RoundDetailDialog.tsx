import { fetchProviderRoundDetail, type CasinoRoundView } from '../../api/casino.api';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import { CASINO_TEXT } from '../../../common/i18n/casino-pages.ko';
import { FairnessCheck } from './FairnessCheck';
import { OutcomeView } from './OutcomeView';

const T = CASINO_TEXT.detail;
/** Wider than the spec's 450 pop-ups: a 5-reel cascade shows several screens side by side. */
const DETAIL_WIDTH_PX = 640;

/** A round's detail from the provider (detailUrl): its cards or reels and the fairness check. */
export function RoundDetailDialog({
  round,
  onClose,
}: {
  round: CasinoRoundView;
  onClose: () => void;
}) {
  const detail = useAsync(() => fetchProviderRoundDetail(round.detailUrl), [round.detailUrl]);
  return (
    <Dialog
      open
      title={`${T.title} · ${round.gameName}`}
      onClose={onClose}
      width={DETAIL_WIDTH_PX}
      testId="round-detail-dialog"
    >
      {detail.error ? (
        <Notice error>{T.loadFailed}</Notice>
      ) : !detail.data ? (
        <Notice>{CASINO_TEXT.loading}</Notice>
      ) : (
        <>
          <OutcomeView drawCode={detail.data.drawCode} outcome={detail.data.outcome} />
          <FairnessCheck detail={detail.data} />
        </>
      )}
    </Dialog>
  );
}
