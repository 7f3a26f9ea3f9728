/**
 * The game window's calls to its provider (common/contract/demo-provider.contract.ts): the session is
 * opened from the one-time launch code (once: the provider's server trades it for the wallet's
 * token, and a second open of the same code is refused), then its token goes as `x-provider-session` on every call (and as
 * `?session=` on the table stream, since an EventSource sends no header). Errors are the
 * provider's `{ code, message }` with a Korean message the page shows as it is.
 */
import {
  DEMO_PROVIDER_API,
  PROVIDER_SESSION_HEADER,
  providerErrorSchema,
  providerRoundDetailSchema,
  providerSessionSchema,
  spinResultSchema,
  tableClientSeedAnswerSchema,
  tableSeatSchema,
  tableStateSchema,
  type ProviderRoundDetail,
  type ProviderSession,
  type SpinResult,
  type TableClientSeedAnswer,
  type TableSeat,
  type TableState,
} from '../../../common/contract/demo-provider.contract';
import type { PendingBet } from './tables/bet-slip';

export class ProviderApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Shown when the answer is not the provider's error shape (network down, proxy page). */
const UNREACHABLE = '게임 서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/** What a bet placement answers: the balance after the stakes, this session's bets and its seat. */
export interface PlacedBets {
  readonly balance: number | null;
  readonly myBets: readonly PendingBet[] | null;
  /** The seat with the client seed fixed for the round; null when the answer lacks one. */
  readonly seat: TableSeat | null;
}

export interface ProviderApi {
  openSession(code: string, gameCode: string): Promise<ProviderSession>;
  spin(stake: number): Promise<SpinResult>;
  setClientSeed(clientSeed: string): Promise<void>;
  tableState(gameCode: string): Promise<TableState>;
  placeBets(gameCode: string, roundNo: number, bets: readonly PendingBet[]): Promise<PlacedBets>;
  setTableClientSeed(gameCode: string, clientSeed: string): Promise<TableClientSeedAnswer>;
  roundDetail(roundRef: string): Promise<ProviderRoundDetail>;
  streamUrl(gameCode: string): string;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function createProviderApi(fetchImpl: Fetch = (i, init) => fetch(i, init)): ProviderApi {
  let sessionToken = '';
  /**
   * The one open of a launch code: the code is worth one exchange, so the page asking again for
   * the same code (React's development mode runs each effect twice) gets the same answer.
   */
  let opened: { key: string; session: Promise<ProviderSession> } | null = null;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${DEMO_PROVIDER_API}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(sessionToken ? { [PROVIDER_SESSION_HEADER]: sessionToken } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ProviderApiError('NETWORK', UNREACHABLE, 0);
    }
    const text = await response.text();
    const json = parseJson(text);
    if (!response.ok) {
      const error = providerErrorSchema.safeParse(json);
      if (error.success) {
        throw new ProviderApiError(error.data.code, error.data.message, response.status);
      }
      throw new ProviderApiError('HTTP_' + response.status, UNREACHABLE, response.status);
    }
    return json;
  }

  return {
    openSession(code, gameCode) {
      const key = `${gameCode}\n${code}`;
      if (opened?.key !== key) {
        const session = call('POST', '/session', { code, gameCode }).then((json) => {
          const parsed = providerSessionSchema.parse(json);
          sessionToken = parsed.sessionToken;
          return parsed;
        });
        opened = { key, session };
      }
      return opened.session;
    },
    async spin(stake) {
      return spinResultSchema.parse(await call('POST', '/slot/spin', { stake }));
    },
    async setClientSeed(clientSeed) {
      await call('PUT', '/slot/client-seed', { clientSeed });
    },
    async tableState(gameCode) {
      return tableStateSchema.parse(await call('GET', `/tables/${encodeURIComponent(gameCode)}`));
    },
    async placeBets(gameCode, roundNo, bets) {
      const answer = await call('POST', `/tables/${encodeURIComponent(gameCode)}/bets`, {
        roundNo,
        bets,
      });
      // The answer's shape is the provider's; the page reads the balance and bets when present.
      const record = (answer ?? {}) as { balance?: unknown; myBets?: unknown; seat?: unknown };
      const seat = tableSeatSchema.safeParse(record.seat);
      return {
        balance: typeof record.balance === 'number' ? record.balance : null,
        myBets: Array.isArray(record.myBets) ? (record.myBets as PendingBet[]) : null,
        seat: seat.success ? seat.data : null,
      };
    },
    async setTableClientSeed(gameCode, clientSeed) {
      const path = `/tables/${encodeURIComponent(gameCode)}/client-seed`;
      return tableClientSeedAnswerSchema.parse(await call('PUT', path, { clientSeed }));
    },
    async roundDetail(roundRef) {
      const path = `/rounds/${encodeURIComponent(roundRef)}`;
      return providerRoundDetailSchema.parse(await call('GET', path));
    },
    streamUrl(gameCode) {
      const session = encodeURIComponent(sessionToken);
      return `${DEMO_PROVIDER_API}/tables/${encodeURIComponent(gameCode)}/stream?session=${session}`;
    },
  };
}
