import type { CoinDepositAddress } from '../../../common/contract/wallet.contract';

/**
 * A coin charge between the form and the server (spec §4 coin deposit → confirm): what the member
 * asked for and the operator's wallet it pays into. The idempotency key is made once per deposit,
 * so resending the confirm after a lost answer replays instead of making a second request.
 */
export interface CoinDeposit {
  amountWon: number;
  depositorName: string;
  wallet: CoinDepositAddress;
  idempotencyKey: string;
}
