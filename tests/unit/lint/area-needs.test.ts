/**
 * The use-cases an area's plugin declares (`<area>Needs` in server/<area>/<area>.plugin.ts) follow
 * the area directions of the house rules (AREA_DEPENDS in eslint.house-rules.js,
 * docs/architecture.md §2): an area may declare its own use-cases, the platform's, and those of
 * the areas it may import, never another's. server/app.ts hands a plugin exactly its declaration,
 * so this is the whole of what an area's routes can reach.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREA_DEPENDS, NOT_AREAS } from '../../../eslint.house-rules.js';
import { pickServices } from '../../../server/platform/http/route-deps';
import { SERVICE_AREAS } from '../../../server/service-areas';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(ROOT, 'server');

const AREAS = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_AREAS.has(entry.name))
  .map((entry) => entry.name);

const DEPENDS: Partial<Record<string, readonly string[]>> = AREA_DEPENDS;
const OWNERS: Record<string, string | undefined> = SERVICE_AREAS;

/** Each declared use-case the area may not reach, as `area → use-case (owner)`. */
function refusedNeeds(area: string, needs: readonly string[]): string[] {
  const allowed = new Set(['platform', area, ...(DEPENDS[area] ?? [])]);
  return needs
    .filter((need) => !allowed.has(OWNERS[need] ?? 'unknown'))
    .map((need) => `${area} → ${need} (${OWNERS[need] ?? 'no owner in server/service-areas.ts'})`);
}

/** The `<area>Needs` export of the area's plugin. */
async function declaredNeeds(area: string): Promise<readonly string[]> {
  const plugin: Record<string, unknown> = await import(
    path.join(SERVER, area, `${area}.plugin.ts`)
  );
  const needs = plugin[`${area}Needs`];
  if (!Array.isArray(needs))
    throw new Error(`server/${area}/${area}.plugin.ts exports no ${area}Needs`);
  return needs as readonly string[];
}

// Importing an area's plugin loads all its routes and contracts: seconds on a loaded machine.
describe("areas' declared use-cases", { timeout: 60_000 }, () => {
  it('finds a plugin declaring its needs in every area', async () => {
    expect(AREAS.length).toBeGreaterThan(10);
    for (const area of AREAS) expect((await declaredNeeds(area)).length).toBeGreaterThan(0);
  });

  it('declares only use-cases of the area itself, the platform, or an area AREA_DEPENDS allows', async () => {
    const refused: string[] = [];
    for (const area of AREAS) refused.push(...refusedNeeds(area, await declaredNeeds(area)));
    expect(refused).toEqual([]);
  });

  it('refuses a declaration against the table: the desk moving money, content sending messages', () => {
    expect(refusedNeeds('admin', ['adminMembers', 'balances'])).toEqual([
      'admin → balances (wallet)',
    ]);
    expect(refusedNeeds('content', ['db', 'content', 'messages'])).toEqual([
      'content → messages (community)',
    ]);
    expect(refusedNeeds('minigame', ['minigame', 'sportsFeed'])).toEqual([
      'minigame → sportsFeed (sports)',
    ]);
    // Along the table it is allowed: the desk reads auth's IP blocks.
    expect(refusedNeeds('admin', ['ipBlocks', 'db'])).toEqual([]);
  });

  it("names as each use-case's owner the area whose class server/services.ts builds it from", () => {
    const source = readFileSync(path.join(SERVER, 'services.ts'), 'utf8');
    const folderOf = new Map<string, string>();
    for (const [, names, from] of source.matchAll(/import \{([^}]+)\} from '\.\/([^']+)'/g)) {
      for (const name of names!.split(',')) {
        folderOf.set(name.replace(/\btype\b/, '').trim(), from!.split('/')[0]!);
      }
    }
    const wrong: string[] = [];
    const built = [...source.matchAll(/^ {4}(\w+): new (\w+)\(/gm)];
    expect(built.length).toBeGreaterThan(30);
    for (const [, service, className] of built) {
      const folder = folderOf.get(className!);
      const owner = OWNERS[service!];
      if (folder !== owner) wrong.push(`${service}: built from ${folder}, listed as ${owner}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('pickServices', () => {
  it('hands over exactly the named use-cases, so an undeclared one is absent at run time', () => {
    const all = { wallet: 'w', coupons: 'c', messages: 'm' };
    const picked = pickServices(all, ['wallet', 'coupons']);
    expect(picked).toEqual({ wallet: 'w', coupons: 'c' });
    expect(Object.hasOwn(picked, 'messages')).toBe(false);
  });
});
