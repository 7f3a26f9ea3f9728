import type { CSSProperties, ReactNode } from 'react';
import controls from './controls.module.css';

type Props = {
  /** An error is drawn in the error colours and announced as an alert. */
  error?: boolean;
  /** Overrides the role that follows from `error` (status, or alert for an error). */
  role?: 'status' | 'alert';
  /** `div` where the notice holds more than phrasing content. */
  as?: 'p' | 'div';
  style?: CSSProperties;
  children: ReactNode;
};

/** A boxed message: a polite status, or an alert when it reports an error. */
export function Notice({ error = false, role, as = 'p', style, children }: Props) {
  const Tag = as;
  return (
    <Tag
      className={error ? `${controls.notice} ${controls.noticeError}` : controls.notice}
      role={role ?? (error ? 'alert' : 'status')}
      style={style}
    >
      {children}
    </Tag>
  );
}
