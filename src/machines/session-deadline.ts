/**
 * When the session lapses (spec §4/§9): the one place the session machine computes its expiry.
 * A login and every navigation stamp now + the site's auto-logout minutes; entering casino or
 * slot stamps now + 120 minutes; a reload keeps the expiry stored by the last stamp. The last
 * minute before the expiry is the `expiring` phase.
 */

/** Spec §4/§9: entering casino or slot extends the session to 120 minutes. */
export const CASINO_SESSION_EXTENSION_MIN = 120;
/** The last minute before expiry is the `expiring` phase, which the UI may surface. */
export const SESSION_EXPIRY_WARNING_MS = 60_000;
const MINUTE_MS = 60_000;

/** What the expiry is computed from, read from the stores when it is stamped (src/app). */
export interface ExpiryFacts {
  /** The site's auto-logout minutes (settings; the default until fetched). */
  autoLogoutMin: number;
  /** The expiry this browser stored, as any tab last stamped it (null when none). */
  storedExpiryMs: number | null;
}

const minutesFromNow = (minutes: number): number => Date.now() + minutes * MINUTE_MS;

/** A login or a navigation (spec §4: every navigation restarts the auto-logout clock). */
export const stampedExpiry = (facts: ExpiryFacts): number => minutesFromNow(facts.autoLogoutMin);

/**
 * A navigation restarts the auto-logout clock but never shortens a later expiry: after a casino
 * or slot entry the member keeps browsing the site while the game window plays, and the 120
 * minutes of that entry (spec §4/§9; the server honours them too) must not shrink to the
 * auto-logout minutes on the next click.
 */
export const navigatedExpiry = (facts: ExpiryFacts, expiresAtMs: number | null): number =>
  Math.max(stampedExpiry(facts), expiresAtMs ?? 0);

/** Casino or slot entry (spec §4/§9). */
export const casinoExpiry = (): number => minutesFromNow(CASINO_SESSION_EXTENSION_MIN);

/** A reload picks up the stored expiry; without one the session is stamped afresh. */
export const restoredExpiry = (facts: ExpiryFacts): number =>
  facts.storedExpiryMs ?? stampedExpiry(facts);

/** The stored expiry passed while the page was closed. */
export const storedExpiryPassed = (facts: ExpiryFacts): boolean =>
  facts.storedExpiryMs !== null && facts.storedExpiryMs <= Date.now();

/** Another tab of the same browser pushed the stored expiry past this tab's. */
export const extendedElsewhere = (facts: ExpiryFacts, expiresAtMs: number | null): boolean =>
  (facts.storedExpiryMs ?? 0) > (expiresAtMs ?? 0);

/** Milliseconds until `marginMs` before the expiry (0 once it is past). */
export const msUntilExpiry = (expiresAtMs: number | null, marginMs = 0): number =>
  Math.max(0, (expiresAtMs ?? Date.now()) - marginMs - Date.now());

/**
 * The member's session time limit: no stamp reaches past it, so at the limit the
 * session ends through the ordinary expiry path (expiring → logging out).
 */
export const withinSessionLimit = (expiresAtMs: number, sessionEndsAtMs: number | null): number =>
  sessionEndsAtMs === null ? expiresAtMs : Math.min(expiresAtMs, sessionEndsAtMs);
