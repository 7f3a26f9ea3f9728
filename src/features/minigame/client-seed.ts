/**
 * The member's own client seed for minigame bets (docs/fairness-minigames.md §2.2): kept in
 * their browser, sent with each bet, editable. A missing or invalid stored value is replaced by
 * 16 random hex digits, so every bet carries entropy the server did not choose.
 */
import { minigamePlaceBetSchema } from '../../../common/contract/minigame.contract';

export const CLIENT_SEED_KEY = 'minigame-client-seed';

/** The contract's rule for a client seed: printable, 1–64 characters, no spaces. */
const clientSeedRule = minigamePlaceBetSchema.shape.clientSeed.unwrap();

export const isValidClientSeed = (value: string): boolean =>
  clientSeedRule.safeParse(value).success;

export function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function saveClientSeed(value: string): boolean {
  if (!isValidClientSeed(value)) return false;
  try {
    localStorage.setItem(CLIENT_SEED_KEY, value);
  } catch {
    // A blocked store keeps the seed for this page only; the bet still carries it.
  }
  return true;
}

function storedClientSeed(): string | null {
  try {
    return localStorage.getItem(CLIENT_SEED_KEY);
  } catch {
    return null;
  }
}

/** The stored seed, or a new random one (stored at once so the next page load keeps it). */
export function loadClientSeed(): string {
  const stored = storedClientSeed();
  if (stored !== null && isValidClientSeed(stored)) return stored;
  const fresh = randomClientSeed();
  saveClientSeed(fresh);
  return fresh;
}
