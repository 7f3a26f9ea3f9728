import { LiveScoresPanel } from './LiveScoresPanel';
import { useLiveScores } from './use-live-scores';

/** The live-scores panel filled from the in-play store (the slot LiveScoresPanel leaves). */
export function LiveScoresFromBook() {
  return <LiveScoresPanel games={useLiveScores()} />;
}
