/**
 * POST /api/casino/wallet/:provider/launch/exchange (docs/casino-wallet.md "Launch"): the
 * provider's server trades a launch code for the wallet token. Authenticated like the wallet
 * calls, by the provider's signature over the exact body bytes, so no member guard runs and the
 * body stays raw (this plugin's own parser); every outcome is HTTP 200 with a status.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  CASINO_LAUNCH_EXCHANGE_ENDPOINT,
  CASINO_SIGNATURE_HEADER,
  CASINO_WALLET_BASE,
  CASINO_WALLET_BODY_LIMIT,
} from '../../../common/contract/casino-wallet.contract';
import type { CasinoLaunchExchangeService } from './launch-exchange.service';

export const launchExchangeRoutes: FastifyPluginAsync<{
  launchExchange: CasinoLaunchExchangeService;
}> = async (app, { launchExchange }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CASINO_WALLET_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post<{ Params: { provider: string } }>(
    `${CASINO_WALLET_BASE}/:provider/${CASINO_LAUNCH_EXCHANGE_ENDPOINT}`,
    // Providers read docs/casino-wallet.md, as for the wallet calls.
    { schema: { hide: true }, bodyLimit: CASINO_WALLET_BODY_LIMIT },
    async (request) => {
      const signature = request.headers[CASINO_SIGNATURE_HEADER];
      return launchExchange.exchange({
        providerCode: request.params.provider,
        raw: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: Array.isArray(signature) ? signature[0] : signature,
      });
    },
  );
};
