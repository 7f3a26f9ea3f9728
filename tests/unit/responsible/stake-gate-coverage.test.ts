/**
 * Every ledger transfer kind that can take a member's cash or points either passes the stake gate
 * or is declared exempt with its reason (docs/responsible-gambling.md "The stake gate"). Held
 * three ways:
 *   - the declared table (server/responsible/stake-gate-kinds.ts) against the ledger's real list
 *     of kinds (server/platform/ledger/transfer-kinds.ts, which the ledger writers are typed by);
 *   - against the code: every call of the gate names its ledger kind literally, the kinds named
 *     are exactly the table's stakes, and no other per-product limit check is left;
 *   - the usage: every stake kind counts in the loss windows, so the gate reads back what it let
 *     through. (The model-based tests also check the ledger itself: every kind that debited a
 *     member in their runs is a stake or exempt.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSFER_KINDS } from '../../../server/platform/ledger/transfer-kinds';
import {
  GATED_KINDS,
  MEMBER_DEBIT_KINDS,
  PLAY_TRANSFER_KINDS,
  STAKE_GATE_RULES,
  type StakeGateRule,
} from '../../../server/responsible/stake-gate-kinds';

const ROOT = join(__dirname, '../../..');
const SERVER = join(ROOT, 'server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The argument text of every call of `name(` in `text` (balanced parentheses). */
function callArguments(text: string, name: string): string[] {
  const calls: string[] = [];
  const pattern = new RegExp(`\\b${name}\\(`, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i += 1) {
      if (text[i] === '(') depth += 1;
      if (text[i] === ')') depth -= 1;
    }
    calls.push(text.slice(start, i - 1));
  }
  return calls;
}

const files = sourceFiles(SERVER).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));
const GATE_FILE = 'server/responsible/stake-gate.ts';

describe('the stake gate covers every debit of a member', () => {
  it('the declared table decides exactly the ledger’s kinds', () => {
    expect(Object.keys(STAKE_GATE_RULES).sort()).toEqual([...TRANSFER_KINDS].sort());
    expect(new Set(TRANSFER_KINDS).size).toBe(TRANSFER_KINDS.length);
  });

  it.each(TRANSFER_KINDS)(
    '%s is a stake, a return of play, exempt with a reason, or a credit',
    (kind) => {
      const rule = STAKE_GATE_RULES[kind] as StakeGateRule;
      if (rule.rule === 'exempt') expect(rule.reason.length).toBeGreaterThan(20);
      expect(['stake', 'playReturn', 'exempt', 'credit']).toContain(rule.rule);
    },
  );

  it('every call of the gate names its ledger kind, and the kinds named are the table’s stakes', () => {
    const named = new Set<string>();
    for (const { path, text } of files) {
      if (path === GATE_FILE) continue;
      for (const name of ['stakeGate', 'assertStakeGate']) {
        for (const args of callArguments(text, name)) {
          const kinds = [...args.matchAll(/kind: '([a-z_]+)'/g)].map((m) => m[1]!);
          expect(kinds, `${path}: ${name}(${args.slice(0, 80)}…) names no ledger kind`).not.toEqual(
            [],
          );
          for (const kind of kinds) named.add(kind);
        }
      }
    }
    expect([...named].sort()).toEqual([...GATED_KINDS].sort());
  });

  it('the gate is the only stake check: no per-product limit check is left', () => {
    const readers = files
      .filter(({ text }) => /\breadUsage\(/.test(text))
      .map(({ path }) => path)
      .filter((path) => path !== 'server/responsible/responsible-usage.ts');
    // The gate (stakes), the deposit check (charges are not stakes), the member's own view.
    expect(readers.sort()).toEqual([
      'server/responsible/responsible-checks.ts',
      'server/responsible/responsible-views.ts',
      GATE_FILE,
    ]);
    for (const { path, text } of files) {
      expect(text, path).not.toMatch(/\b(stakeRefusals?|assertStakeAllowed|refusalsOf)\b/);
    }
  });

  it('every stake counts in the loss windows: its ledger entry is the record of its use', () => {
    for (const kind of GATED_KINDS) expect(PLAY_TRANSFER_KINDS).toContain(kind);
    for (const kind of MEMBER_DEBIT_KINDS) {
      expect(['stake', 'exempt']).toContain((STAKE_GATE_RULES[kind] as StakeGateRule).rule);
    }
  });
});
