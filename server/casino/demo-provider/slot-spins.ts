/**
 * A slot spin (provably fair): the outcome comes from the session's committed
 * server seed, the member's client seed and the session's nonce; the stake goes to the wallet as
 * a bet (round open), the win (0 included) closes the round; then the seed is revealed and the
 * next one committed. A refused or unanswered bet shows nothing: the seed stays unrevealed and
 * the session keeps it, so the commit the member saw still holds.
 */
import type { FairnessView, SpinResult } from '../../../common/contract/demo-provider.contract';
import { drawFair } from '../../../common/domain/casino/fairness';
import { findSlotGame } from '../../../common/domain/casino/slots/catalog';
import { slotWinAmount } from '../../../common/domain/casino/slots/evaluate';
import { newCommittedSeed } from './fair-seeds';
import { ProviderError } from './provider-errors';
import { sessionOf } from './sessions';
import { STALE_BET_SECONDS } from './stale-bets';
import type { WalletBookDeps } from './wallet-book';
import { payWalletWin, placeWalletBet } from './wallet-bet';

export const slotRoundRef = (gameCode: string, spinId: number) => `${gameCode}-s${spinId}`;

async function reserveSpin(deps: WalletBookDeps, sessionToken: string | undefined, stake: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const session = await sessionOf(tx, sessionToken, true);
    const game = findSlotGame(session.game_code);
    if (!game) throw new ProviderError(409, 'WRONG_GAME');
    // One spin at a time per session; a spin a stopped process left pending blocks it only until
    // its bet counts as stale (stale-bets.ts rolls that bet back).
    const [busy] = await tx.query(
      `SELECT 1 FROM demo_provider_spins WHERE session_id = $1 AND status = 'pending'
          AND created_at > $2`,
      [session.id, new Date(now.getTime() - STALE_BET_SECONDS * 1000)],
    );
    if (busy) throw new ProviderError(409, 'SPIN_IN_PROGRESS');
    const inputs = {
      serverSeedHex: session.slot_seed_hex,
      clientSeed: session.client_seed,
      nonce: session.slot_nonce,
    };
    const outcome = await drawFair(inputs, (stream) => game.spin(stream));
    const win = slotWinAmount(game, stake, outcome.totalPay);
    const [spin] = await tx.query<{ id: number }>(
      `INSERT INTO demo_provider_spins (session_id, game_code, stake, win, outcome,
         server_seed_hex, commit_hex, client_seed, nonce, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        session.id,
        game.code,
        stake,
        win,
        JSON.stringify(outcome),
        inputs.serverSeedHex,
        session.slot_commit_hex,
        inputs.clientSeed,
        inputs.nonce,
        now,
      ],
    );
    return { session, spinId: spin!.id, outcome, win, inputs, commitHex: session.slot_commit_hex };
  });
}

/** Marks the spin played and commits the session's next seed (nonce + 1). */
async function revealSpin(deps: WalletBookDeps, sessionId: number, spinId: number) {
  const next = await newCommittedSeed();
  return deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE demo_provider_spins SET status = 'played' WHERE id = $1`, [spinId]);
    const [row] = await tx.query<{ client_seed: string; slot_nonce: number }>(
      `UPDATE demo_provider_sessions SET slot_seed_hex = $2, slot_commit_hex = $3,
         slot_nonce = slot_nonce + 1 WHERE id = $1 RETURNING client_seed, slot_nonce`,
      [sessionId, next.serverSeedHex, next.commitHex],
    );
    const view: FairnessView = {
      commitHex: next.commitHex,
      serverSeedHex: null,
      clientSeed: row!.client_seed,
      nonce: row!.slot_nonce,
    };
    return view;
  });
}

export async function spinSlot(
  deps: WalletBookDeps,
  sessionToken: string | undefined,
  stake: number,
): Promise<SpinResult> {
  const spin = await reserveSpin(deps, sessionToken, stake);
  const roundRef = slotRoundRef(spin.session.game_code, spin.spinId);
  const bet = await placeWalletBet(deps, {
    sessionId: spin.session.id,
    roundRef,
    gameCode: spin.session.game_code,
    amount: stake,
  });
  if (bet.kind !== 'ok') {
    const status = bet.kind === 'refused' ? 'refused' : 'rolled_back';
    await deps.db.query('UPDATE demo_provider_spins SET status = $2 WHERE id = $1', [
      spin.spinId,
      status,
    ]);
    throw bet.error;
  }
  const next = await revealSpin(deps, spin.session.id, spin.spinId);
  const balanceAfterWin = await payWalletWin(deps, bet.entry, spin.win);
  return {
    roundRef,
    stake,
    win: spin.win,
    outcome: spin.outcome,
    fairness: { commitHex: spin.commitHex, ...spin.inputs },
    next,
    // An unanswered win waits in the outbox; until then the balance after the bet is the truth.
    balance: balanceAfterWin ?? bet.balance,
  };
}

/** PUT …/slot/client-seed: the member's own seed for the next spins (nonce carries on). */
export async function setSlotClientSeed(
  deps: Pick<WalletBookDeps, 'db'>,
  sessionToken: string | undefined,
  clientSeed: string,
): Promise<FairnessView> {
  return deps.db.transaction(async (tx) => {
    const session = await sessionOf(tx, sessionToken, true);
    await tx.query('UPDATE demo_provider_sessions SET client_seed = $2 WHERE id = $1', [
      session.id,
      clientSeed,
    ]);
    return {
      commitHex: session.slot_commit_hex,
      serverSeedHex: null,
      clientSeed,
      nonce: session.slot_nonce,
    };
  });
}
