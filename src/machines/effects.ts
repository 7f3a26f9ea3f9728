/**
 * The machines' doors to the outside world: alerts, navigation and leaving the site. main.tsx
 * points `navigate` at the router; tests and the UI replace `notify` (default `window.alert`).
 */
export interface ShellEffects {
  notify(message: string): void;
  navigate(to: string): void;
  /** Spec §8 (406): the blocked account is sent to a blank page, outside the app. */
  leaveSite(): void;
  currentPath(): string;
}

export const BLANK_PAGE_URL = 'about:blank';

const browserEffects: ShellEffects = {
  notify: (message) => window.alert(message),
  navigate: (to) => window.location.assign(to),
  leaveSite: () => window.location.assign(BLANK_PAGE_URL),
  currentPath: () => window.location.pathname,
};

export const effects: ShellEffects = { ...browserEffects };

/** Replaces some effects; returns a function restoring the previous ones. */
export function configureEffects(overrides: Partial<ShellEffects>): () => void {
  const previous = { ...effects };
  Object.assign(effects, overrides);
  return () => Object.assign(effects, previous);
}
