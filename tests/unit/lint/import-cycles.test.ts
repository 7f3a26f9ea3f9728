/**
 * The cycle check of `npm run check` (scripts/check-cycles.ts) sees what ESLint's no-cycle does
 * not: a cycle through type-only imports. Each case writes a few files to a scratch folder and
 * reads their imports as the check reads the repository's.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../../../scripts/check-cycles';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** Writes `files` (path → text) under a fresh folder and returns the cycles found there. */
function cyclesOf(files: Record<string, string>): string[][] {
  scratch = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const root = scratch;
  return findCycles(importGraph([root])).map((cycle) => cycle.map((file) => relative(root, file)));
}

describe('import cycle check', () => {
  it('finds a cycle made only of type imports, and names it', () => {
    expect(
      cyclesOf({
        'batch.ts':
          "import { decide } from './batch-decide';\nexport interface Job { id: number }\n",
        'batch-decide.ts':
          "import type { Job } from './batch';\nexport const decide = (j: Job) => j;\n",
      }),
    ).toEqual([['batch-decide.ts', 'batch.ts', 'batch-decide.ts']]);
  });

  it('follows multi-line imports, re-exports, index files and dynamic imports', () => {
    const cycles = cyclesOf({
      'a.ts': "import {\n  b,\n  type B,\n} from './b';\nexport const a = b;\n",
      'b.ts': "export * from './lib';\nexport const b = 1;\nexport type B = number;\n",
      'lib/index.ts': "export const later = () => import('../c');\n",
      'c.tsx': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(cycles).toHaveLength(1);
    expect(new Set(cycles[0])).toEqual(new Set(['a.ts', 'b.ts', 'lib/index.ts', 'c.tsx']));
  });

  it('finds nothing in a tree, and ignores imports quoted in comments and packages', () => {
    expect(
      cyclesOf({
        'a.ts': "import { z } from 'zod';\nimport { b } from './b';\nexport const a = b;\n",
        'b.ts':
          "/**\n * Not an import: import { a } from './a';\n */\n// import { a } from './a';\nexport const b = 1;\n",
      }),
    ).toEqual([]);
  });
});
