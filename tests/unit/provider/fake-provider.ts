/**
 * Test doubles for the game window: a ProviderApi whose answers the test sets, and an
 * EventSource the test pushes events through (jsdom has none), so the pages run without a server.
 */
import { webcrypto } from 'node:crypto';
import { vi } from 'vitest';
import type { ProviderSession } from '../../../common/contract/demo-provider.contract';
import type { ProviderApi } from '../../../src/provider/demo/provider-api';

export function fakeApi(overrides: Partial<ProviderApi> = {}): ProviderApi {
  return {
    openSession: vi.fn(),
    spin: vi.fn(),
    setClientSeed: vi.fn(async () => undefined),
    tableState: vi.fn(),
    placeBets: vi.fn(),
    setTableClientSeed: vi.fn(async (_gameCode: string, clientSeed: string) => ({
      clientSeed,
      fromRoundNo: 1,
    })),
    roundDetail: vi.fn(async () => Promise.reject(new Error('no round detail in this test'))),
    streamUrl: (gameCode) => `/provider/demo/api/tables/${gameCode}/stream?session=s`,
    ...overrides,
  };
}

export function session(
  game: ProviderSession['game'],
  balance: number,
  slot: ProviderSession['slot'] = null,
): ProviderSession {
  return {
    sessionToken: 's',
    game,
    player: { nickname: '테스터', balance, currency: 'KRW' },
    slot,
  };
}

type Listener = (event: MessageEvent | Event) => void;

export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, Listener[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data?: unknown): void {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

// jsdom's ArrayBuffer is another realm's than Node's WebCrypto accepts (browsers have one realm):
// hand WebCrypto Node buffers of the same bytes, as the site's verify tests do.
type Bytes = ArrayBuffer | ArrayBufferView;
const nodeBytes = (data: Bytes) =>
  ArrayBuffer.isView(data)
    ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    : Buffer.from(data);

export const nodeSubtle = {
  digest: (algorithm: string, data: Bytes) => webcrypto.subtle.digest(algorithm, nodeBytes(data)),
  importKey: (
    format: 'raw',
    data: Bytes,
    algorithm: HmacImportParams,
    extractable: boolean,
    usages: KeyUsage[],
  ) => webcrypto.subtle.importKey(format, nodeBytes(data), algorithm, extractable, usages),
  sign: (algorithm: string, key: CryptoKey, data: Bytes) =>
    webcrypto.subtle.sign(algorithm, key, nodeBytes(data)),
};
