/**
 * The game window is another company's client: lint lets src/provider import the pure
 * casino maths, the provider's contract and its own files, and nothing of the site.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RESTRICTED = 'import-x/no-restricted-paths';
const PROBE = 'src/provider/demo/probe.ts';

async function ruleIdsFor(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, PROBE) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('src/provider lint zone', () => {
  it.each([
    ['a site feature', "import '../../features/wallet/amount';"],
    ['a site store', "import '../../stores/session.store';"],
    ['the site contract', "import '../../../common/contract/casino.contract';"],
    ['i18n of the site', "import '../../../common/i18n/errors.ko';"],
  ])(
    'refuses %s',
    async (_case, code) => {
      expect(await ruleIdsFor(code)).toContain(RESTRICTED);
    },
    30_000,
  );

  it.each([
    ['the casino maths', "import '../../../common/domain/casino/outcomes';"],
    ['the random stream', "import '../../../common/domain/minigame/random-stream';"],
    ['the provider contract', "import '../../../common/contract/demo-provider.contract';"],
    ['the fairness record format', "import '../../../common/contract/fairness-record.contract';"],
    ['its own files', "import './format';"],
  ])(
    'allows %s',
    async (_case, code) => {
      expect(await ruleIdsFor(code)).not.toContain(RESTRICTED);
    },
    30_000,
  );
});
