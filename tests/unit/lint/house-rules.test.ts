/**
 * The rules of the house (docs/architecture.md §2) are lint errors: each case lints a probe file placed in
 * a zone, importing a real file it must not import, with the repository's own ESLint config.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaZones, houseRules } from '../../../eslint.house-rules.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const RESTRICTED = 'import-x/no-restricted-paths';

// ESLint resolves a probe's whole import graph with the TypeScript resolver: seconds on a quiet
// machine, tens of seconds on a loaded one, so the cases get a minute each.
describe('house rules enforced by lint', { timeout: 60_000 }, () => {
  it.each([
    ['platform → area', 'server/platform/lib/probe.ts', "import '../../auth/session-token';"],
    ['ledger → area', 'server/platform/ledger/probe.ts', "import '../../auth/session-token';"],
    [
      'ledger → platform beyond db and lib',
      'server/platform/ledger/probe.ts',
      "import '../sse/sse-format';",
    ],
    ['server → SPA-only code', 'server/auth/probe.ts', "import '../../src/stores/session.store';"],
    [
      'area → area against AREA_DEPENDS (member → auth)',
      'server/member/probe.ts',
      "import '../auth/session-end';",
    ],
    [
      'area → area absent from its row (content → member)',
      'server/content/probe.ts',
      "import '../member/member-lock';",
    ],
    ['area → composition', 'server/auth/probe.ts', "import '../services';"],
    ['feature → feature', 'src/features/home/probe.ts', "import '../wallet/amount';"],
    ['machine → store', 'src/machines/probe.ts', "import '../stores/session.store';"],
    ['ui → feature', 'src/ui/probe.ts', "import '../features/wallet/amount';"],
    ['domain → i18n', 'common/domain/probe.ts', "import '../i18n/errors.ko';"],
    ['common → SPA', 'common/i18n/probe.ts', "import '../../src/ui/use-async';"],
    ['common → server', 'common/contract/probe.ts', "import '../../server/platform/lib/clock';"],
    ['server → SPA', 'server/auth/probe.ts', "import '../../src/router';"],
    ['SPA → server', 'src/features/home/probe.ts', "import '../../../server/config';"],
    [
      'a store writer outside its stream',
      'src/features/home/probe.ts',
      "import '../../streams/member/wallet-writes';",
    ],
    [
      'the independent fairness check → common/domain',
      'src/features/fairness/independent/probe.ts',
      "import '../../../../common/domain/minigame/hmac-blocks';",
    ],
    [
      'the independent minigame check → common/domain',
      'src/features/fairness/independent-minigame/probe.ts',
      "import '../../../../common/domain/minigame/random-stream';",
    ],
  ])('%s fails', async (_case, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain(RESTRICTED);
  });

  it.each([
    ['area → platform', 'server/auth/probe.ts', "import '../platform/lib/clock';"],
    [
      'area → area along AREA_DEPENDS (auth → member)',
      'server/auth/probe.ts',
      "import '../member/member-record';",
    ],
    [
      "a game → rolling's turnover interface",
      'server/sports/probe.ts',
      "import '../rolling/turnover-sources';",
    ],
    ['ledger → db', 'server/platform/ledger/probe.ts', "import '../db/db';"],
    [
      'feature → ui and domain',
      'src/features/home/probe.ts',
      "import '../../ui/use-async';\nimport '../../../common/domain/format';",
    ],
    ['a stream → its own writer', 'src/streams/member/probe.ts', "import './wallet-writes';"],
    ['server → common', 'server/auth/probe.ts', "import '../../common/contract/member.contract';"],
    [
      'the independent fairness check → its own files',
      'src/features/fairness/independent/probe.ts',
      "import './hmac-stream';",
    ],
    [
      'the independent minigame check → its own files',
      'src/features/fairness/independent-minigame/probe.ts',
      "import './stream';",
    ],
  ])('%s passes', async (_case, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).not.toContain(RESTRICTED);
  });

  it('a forbidden area → area import names the table to extend', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText("import '../community/message.service';", {
      filePath: path.join(ROOT, 'server/member/probe.ts'),
    });
    const messages = (result?.messages ?? []).filter((message) => message.ruleId === RESTRICTED);
    expect(messages.map((message) => message.message).join('\n')).toContain('AREA_DEPENDS');
  });

  it('an area absent from AREA_DEPENDS may import no other area and is told to join the table', () => {
    const zones = areaZones(['member', 'bingo']);
    const bingo = zones.find(
      (zone) => zone.target === './server/bingo' && [zone.from].flat().includes('./server/member'),
    );
    expect(bingo?.message).toContain('not in AREA_DEPENDS');
  });

  it('an import loop fails', async () => {
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfigFile: true,
      overrideConfig: houseRules({ files: ['tests/unit/lint/fixtures/**/*.ts'] }),
    });
    const [result] = await eslint.lintFiles(['tests/unit/lint/fixtures/cycle/left.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
