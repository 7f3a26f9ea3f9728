import type { EventPhase } from '../../../common/domain/event-period';
import { EVENT } from '../../../common/i18n/content.ko';
import controls from '../../ui/controls.module.css';

const TONE: Record<EventPhase, string | undefined> = {
  ongoing: controls.badgeOn,
  upcoming: controls.badgeWarn,
  ended: undefined,
};

/** 진행중 / 예정 / 종료 of an event: an ended one is labelled 종료. */
export function EventPhaseBadge({ phase }: { phase: EventPhase }) {
  return (
    <span className={[controls.badge, TONE[phase]].filter(Boolean).join(' ')} data-phase={phase}>
      {EVENT.phase[phase]}
    </span>
  );
}

/** `2025-03-01 ~ 2025-03-31`: both days included, Seoul calendar days. */
export function eventPeriod(startDate: string, endDate: string): string {
  return `${startDate} ~ ${endDate}`;
}
