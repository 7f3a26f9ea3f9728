import type { CSSProperties, ReactNode } from 'react';
import controls from './controls.module.css';

type Props = {
  /** Id of the control; the label points at it. */
  id: string;
  label: ReactNode;
  /** The control (input, select, textarea, or a row holding one). */
  children: ReactNode;
  /** Shown below the control, e.g. a `FieldError`. */
  message?: ReactNode;
  style?: CSSProperties;
};

/** A labelled form field: `div.field > label + control + message`. */
export function FormField({ id, label, children, message, style }: Props) {
  return (
    <div className={controls.field} style={style}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {message}
    </div>
  );
}

type ErrorProps = {
  /** Set where the control refers to the message with `aria-describedby`. */
  id?: string;
  /** Whether the message is announced (role alert) when it appears. */
  announce?: boolean;
  children?: string | null;
};

/** A field's validation message; nothing while there is none. */
export function FieldError({ id, announce = true, children }: ErrorProps) {
  if (!children) return null;
  return (
    <p id={id} className={controls.error} role={announce ? 'alert' : undefined}>
      {children}
    </p>
  );
}

/** Accessibility attributes of a control whose `FieldError` has the id `errorId`. */
export function invalidProps(error: string | null | undefined, errorId?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error && errorId ? errorId : undefined,
  } as const;
}
