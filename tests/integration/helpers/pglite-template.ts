/**
 * A migrated, empty PGlite data directory that test databases start from. Starting an empty
 * PGlite runs initdb (seconds of WASM) and then every migration; loading a saved data directory
 * skips both. The template is built once per set of migrations and PGlite version, saved under
 * `.tmp/pglite-template/`, and shared by every test worker; a change to any migration (or a new
 * PGlite) names a new file, so a stale template is never used.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../../server/platform/db/migrate';
import { openPgliteHandle } from '../../../server/platform/db/pglite.driver';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MIGRATIONS_DIR = path.join(REPO_ROOT, 'server/platform/db/migrations');
const TEMPLATE_DIR = path.join(REPO_ROOT, '.tmp/pglite-template');

let template: Promise<Blob> | null = null;

/** The template's bytes (read or built once per process). */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= readOrBuild();
  return template;
}

/** Names the template after everything it is made of: each migration and the PGlite version. */
async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  hash.update((JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string }).version);
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  }
  return `${hash.digest('hex').slice(0, 16)}.tar`;
}

async function readOrBuild(): Promise<Blob> {
  const file = path.join(TEMPLATE_DIR, await templateName());
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // not built yet for these migrations
  }
  const { db, pglite } = await openPgliteHandle(undefined);
  try {
    await migrate(db);
    const dump = await pglite.dumpDataDir('none');
    await mkdir(TEMPLATE_DIR, { recursive: true });
    // Older templates are of other migrations; a worker building at the same time writes the
    // same bytes, and the rename makes each write appear whole.
    for (const old of await readdir(TEMPLATE_DIR)) {
      if (!old.startsWith(path.basename(file)))
        await rm(path.join(TEMPLATE_DIR, old), { force: true });
    }
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await db.close();
  }
}
