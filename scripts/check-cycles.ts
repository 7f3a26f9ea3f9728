/**
 * `npm run cycles`: import cycles among the three programs' files, type-only imports included.
 * ESLint's import-x/no-cycle skips `import type`, so a cycle made of type imports passes lint; it
 * still ties the files' meaning together, and a later value import along it makes a cycle that
 * breaks at load time. This reads every relative import and export of `server/`, `src/` and
 * `common/` (static, type-only and dynamic) and prints each cycle it finds (exit code 1), in about
 * a second, so it runs in `npm run check`. madge gives the same answer more slowly:
 *   npx madge --circular --ts-config tsconfig.json --extensions ts,tsx server src common
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx)$/;
const SKIP_FOLDERS = new Set(['node_modules', 'dist']);

/** Relative specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
const SPECIFIER =
  /(?:\bimport|\bexport)\s[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Block comments and whole-line comments, which may quote an import that is not one. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIP_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The source file a relative specifier names, as the bundler resolves it; null when none. */
function resolveSpecifier(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((path) => SOURCE.test(path) && isFile(path)) ?? null;
}

/** Each file's relative imports among the scanned files. */
export function importGraph(roots: readonly string[]): Map<string, string[]> {
  const files = roots.flatMap((root) => sourceFiles(root));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = specifier ? resolveSpecifier(file, specifier) : null;
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * The cycles of a graph: one per strongly connected component of more than one file (or a file
 * importing itself), each given as a path that closes on its first file (Tarjan, iterative).
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  }
  return components.map((component) => pathThrough(graph, new Set(component)));
}

/** One concrete cycle inside a strongly connected component, from its first file back to it. */
function pathThrough(graph: ReadonlyMap<string, readonly string[]>, members: Set<string>) {
  const first = [...members].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === first) {
        const path = [node];
        while (path[0] !== first) path.unshift(previous.get(path[0]!)!);
        return [...path, first];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [first, first];
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const graph = importGraph(['server', 'src', 'common'].map((folder) => join(root, folder)));
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`No import cycle among ${graph.size} files (type-only imports included).`);
    return;
  }
  console.error(`${cycles.length} import cycle(s), type-only imports included:`);
  for (const cycle of cycles) {
    console.error(`  ${cycle.map((file) => relative(root, file)).join(' → ')}`);
  }
  process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
