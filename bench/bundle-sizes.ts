/**
 * The figures of `npm run bench:bundle` that come from the built files alone: the
 * JavaScript `dist/index.html` loads or preloads, and what each route adds to it, both in gzip
 * bytes (node:zlib at its default level, as Vite's own report uses).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest`), keyed by source id. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  gzipBytes: number;
}

export interface RouteExtra {
  fullPath: string;
  /** The route files from the root down to the route, as named in src/routes. */
  routeFiles: string[];
  /** The chunks the route's files need beyond the initial ones (static imports only). */
  files: SizedFile[];
  gzipBytes: number;
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

/** Every script `index.html` runs or preloads, as paths relative to the built folder. */
export function initialScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return [...new Set([...scripts, ...preloads])];
}

export function sizeFiles(distDir: string, files: string[]): SizedFile[] {
  return files
    .map((file) => ({ file, gzipBytes: gzipSize(join(distDir, file)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const totalBytes = (files: SizedFile[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0);

interface RouteNode {
  file: string;
  parent: string | null;
}

/**
 * Full path → route files, read from the generated route tree (src/routeTree.gen.ts): each
 * `Route as X` import names its file, each `X.update({ … getParentRoute: () => P })` its parent,
 * and `FileRoutesByFullPath` the URL each route answers.
 */
export function routeChains(routeTreeSource: string): Map<string, string[]> {
  const fileOfImport = new Map<string, string>();
  for (const m of routeTreeSource.matchAll(
    /import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g,
  ))
    fileOfImport.set(m[1]!, m[2]!);
  const nodes = new Map<string, RouteNode>();
  for (const [importName, file] of fileOfImport)
    if (file === '__root') nodes.set(importName, { file, parent: null });
  for (const m of routeTreeSource.matchAll(
    /const (\w+) =\s*(\w+)\.update\(\{[\s\S]*?getParentRoute: \(\) => (\w+),/g,
  )) {
    const file = fileOfImport.get(m[2]!);
    if (file) nodes.set(m[1]!, { file, parent: m[3]! });
  }
  const byFullPath =
    routeTreeSource.match(/interface FileRoutesByFullPath \{([\s\S]*?)\n\}/)?.[1] ?? '';
  const chains = new Map<string, string[]>();
  for (const m of byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const files: string[] = [];
    for (let name: string | null = m[2]!; name; name = nodes.get(name)?.parent ?? null) {
      const node = nodes.get(name);
      if (!node) break;
      files.unshift(node.file);
    }
    chains.set(m[1]!, files);
  }
  return chains;
}

/** The files a manifest entry needs: its own and its static imports', transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * What each route costs beyond the first page's scripts: the split parts of every route file on
 * its chain (the router plugin's `?tsr-split=` entries: component, error and not-found
 * components, which the router loads together) and everything they import statically.
 */
export function routeExtras(
  distDir: string,
  manifest: Manifest,
  chains: Map<string, string[]>,
  initial: Set<string>,
): RouteExtra[] {
  const keys = Object.keys(manifest);
  return [...chains].map(([fullPath, routeFiles]) => {
    const entryKeys = routeFiles.flatMap((routeFile) =>
      keys.filter(
        (key) => key.startsWith(`src/routes/${routeFile}.`) && key.includes('?tsr-split='),
      ),
    );
    const extra = [...staticClosure(manifest, entryKeys)].filter(
      (file) => !initial.has(file) && file.endsWith('.js'),
    );
    const files = sizeFiles(distDir, extra);
    return { fullPath, routeFiles, files, gzipBytes: totalBytes(files) };
  });
}
