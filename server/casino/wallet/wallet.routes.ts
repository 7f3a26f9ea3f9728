/**
 * The wallet's HTTP face (docs/casino-wallet.md):
 * POST /api/casino/wallet/:provider/{user/info,user/balance,transaction/bet,transaction/win,
 * transaction/rollback}. Providers are authenticated by the signature over the exact body bytes,
 * not by a member session, so no auth guard runs here; the body is kept raw (this plugin's own
 * content-type parser) and limited to 16 KB. Every outcome is HTTP 200 with a status, as Hub88's.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  CASINO_SIGNATURE_HEADER,
  CASINO_WALLET_BASE,
  CASINO_WALLET_BODY_LIMIT,
  CASINO_WALLET_ENDPOINTS,
} from '../../../common/contract/casino-wallet.contract';
import type { CasinoWalletService } from './casino-wallet.service';

export interface CasinoWalletRouteDeps {
  casinoWallet: CasinoWalletService;
}

export const casinoWalletRoutes: FastifyPluginAsync<CasinoWalletRouteDeps> = async (
  app,
  { casinoWallet },
) => {
  casinoWallet.reportErrorsTo((error, what) => app.log.error({ err: error }, what));
  // Scoped to this plugin: the signature covers the bytes as sent, so no parser may touch them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CASINO_WALLET_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  for (const endpoint of CASINO_WALLET_ENDPOINTS) {
    app.post<{ Params: { provider: string } }>(
      `${CASINO_WALLET_BASE}/:provider/${endpoint}`,
      // Not part of the site's OpenAPI document: providers read docs/casino-wallet.md.
      { schema: { hide: true }, bodyLimit: CASINO_WALLET_BODY_LIMIT },
      async (request) =>
        casinoWallet.handle({
          providerCode: request.params.provider,
          endpoint,
          raw: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: headerValue(request.headers[CASINO_SIGNATURE_HEADER]),
          address: request.ip,
        }),
    );
  }
};

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
