import { SHELL } from '../../common/i18n/shell.ko';
import styles from './LevelIcon.module.css';

/** Hue per level 1-10: bronze → silver → gold → platinum → diamond. */
const LEVEL_HUES = [28, 28, 210, 210, 45, 45, 170, 170, 280, 330];

/** The member's level badge (spec §2 top bar and mobile strip). */
export function LevelIcon({ level, size = 22 }: { level: number; size?: number }) {
  const hue = LEVEL_HUES[Math.min(Math.max(level, 1), 10) - 1] ?? 28;
  return (
    <svg
      className={styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={SHELL.levelIconAlt(level)}
    >
      <path
        d="M12 2l8 4v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10V6l8-4z"
        fill={`hsl(${hue} 70% 45%)`}
        stroke={`hsl(${hue} 80% 70%)`}
        strokeWidth="1.2"
      />
      <text x="12" y="15.5" textAnchor="middle" fontSize="10" fontWeight="800" fill="#fff">
        {level}
      </text>
    </svg>
  );
}
