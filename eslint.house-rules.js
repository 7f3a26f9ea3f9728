/**
 * The rules of the house (docs/architecture.md §2) as import zones, so a break is a lint error in CI
 * rather than a finding in a review. Zones are derived from the folders that exist, so a new
 * area or feature is covered the day it is created.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** The sub-folders of a folder of the repository (none when it does not exist). */
function foldersOf(relative) {
  try {
    return readdirSync(join(ROOT, relative), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The files (not folders) directly in a folder. */
function filesOf(relative) {
  try {
    return readdirSync(join(ROOT, relative), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Everything of the SPA that is not shared pure code: the server never reaches into it. */
const SPA_ONLY = ['app', 'routes', 'streams', 'stores', 'machines', 'api', 'features', 'ui'];

/** Who may import the demo seed: the process start and its command-line tools. */
const SEED_USERS = new Set(['seed', 'boot']);
const SEED_USER_FILES = new Set(['main.ts']);

/**
 * Which other areas each server area may import (docs/architecture.md §2: where one area needs another,
 * the dependency has one direction, written down). It reads as the business does: auth signs in
 * a member's record under the site's settings; money, rolling, games and community act on members;
 * the games report turnover through rolling's source interface; the back office (admin) acts on
 * members' sessions and passwords. admin is an area, not the composition: it lists what it needs.
 * An area absent from the table imports no other area. docs/architecture.md §2 mirrors the table.
 * The use-cases an area's plugin declares follow the same table (tests/unit/lint/area-needs.test.ts).
 */
export const AREA_DEPENDS = {
  auth: ['member', 'content', 'responsible'],
  member: [],
  content: [],
  community: ['member', 'responsible'],
  wallet: ['member', 'responsible'],
  rolling: ['member'],
  sports: ['rolling', 'responsible'],
  minigame: ['member', 'rolling', 'responsible'],
  admin: ['auth', 'member'],
  casino: ['member', 'auth', 'content', 'rolling', 'wallet', 'responsible'],
  responsible: ['member'],
  tournament: ['casino', 'member', 'community', 'content', 'responsible'],
  // Reports read every area's tables by SQL (migration 029's aggregates) and import no area.
  reports: [],
};

/**
 * Folders of server/ that are no area: the platform, and boot and seed, which belong to the
 * composition (the process start): they may import any area and no area imports them.
 */
export const NOT_AREAS = new Set(['platform', 'boot', 'seed', 'assets']);
/** The one top-level server file an area may read; the others (app, services, main) compose. */
const AREA_READABLE_FILES = new Set(['config.ts']);

/**
 * Area → area imports only along AREA_DEPENDS; area → composition never. `areas` defaults to the
 * folders of server/; the rules' test passes its own to show an area that is not in the table.
 */
export function areaZones(areas = foldersOf('server').filter((folder) => !NOT_AREAS.has(folder))) {
  const composition = [
    ...filesOf('server')
      .filter((file) => !AREA_READABLE_FILES.has(file))
      .map((file) => `./server/${file}`),
    './server/boot',
  ];
  return areas.flatMap((area) => {
    const allowed = AREA_DEPENDS[area];
    const forbidden = areas.filter((other) => other !== area && !allowed?.includes(other));
    const zones = [
      {
        target: `./server/${area}`,
        from: composition,
        message:
          'An area imports the platform, not the composition (app.ts, services.ts, main.ts, boot/): take what it needs from RouteDeps or its constructor.',
      },
    ];
    if (forbidden.length === 0) return zones;
    const message = allowed
      ? `server/${area} may import only these areas: ${allowed.join(', ') || 'none'}. If the new direction reads as the business does, add it to AREA_DEPENDS in eslint.house-rules.js (and docs/architecture.md §2); otherwise have the composition pass a function.`
      : `server/${area} is not in AREA_DEPENDS (eslint.house-rules.js), so it may import no other area: add it to the table with the areas it depends on (and to docs/architecture.md §2).`;
    zones.push({
      target: `./server/${area}`,
      from: forbidden.map((other) => `./server/${other}`),
      message,
    });
    return zones;
  });
}

function serverZones() {
  const zones = [
    {
      target: './server/platform',
      from: './server',
      except: ['./platform'],
      message: 'The platform knows no area (docs/architecture.md §2).',
    },
    {
      target: './server/platform/ledger',
      from: './server/platform',
      except: ['./ledger', './db', './lib'],
      message: 'The ledger imports only platform/db and platform/lib (docs/architecture.md §2).',
    },
    {
      // The built-in demo provider is another company (docs/architecture.md §10): it reaches
      // our wallet only over signed HTTP, so it shares only these platform parts with the site.
      target: './server/casino/demo-provider',
      from: './server',
      except: [
        './casino/demo-provider',
        './platform/db',
        './platform/lib',
        './platform/jobs',
        './platform/sse',
        './platform/bus',
      ],
      message:
        'server/casino/demo-provider imports only server/platform/{db,lib,jobs,sse,bus}, common/ and its own files: it is another company.',
    },
    {
      target: './server',
      from: './src',
      message: 'The server imports nothing of the SPA: what both use lives in common/.',
    },
  ];
  const seedTargets = [
    ...foldersOf('server')
      .filter((folder) => !SEED_USERS.has(folder))
      .map((folder) => `./server/${folder}`),
    ...filesOf('server')
      .filter((file) => !SEED_USER_FILES.has(file))
      .map((file) => `./server/${file}`),
  ];
  if (seedTargets.length > 0) {
    zones.push({
      target: seedTargets,
      from: './server/seed',
      message: 'Demo data is imported only by the process start (main.ts, boot/) and its CLI.',
    });
  }
  return [...zones, ...areaZones()];
}

/** The core both programs share (common/) imports neither program, and keeps its own order. */
function commonZones() {
  return [
    {
      target: './common',
      from: ['./src', './server', './bench', './sim', './scripts', './tests'],
      message: 'common/ is shared by the SPA and the server, so it imports neither program.',
    },
    {
      target: './common/domain',
      from: './common',
      except: ['./domain'],
      message: 'common/domain is pure and imports no other part of common/ (i18n maps it to text).',
    },
    {
      target: './common/contract',
      from: './common',
      except: ['./contract', './domain'],
      message: 'common/contract holds schemas only; it imports at most common/domain.',
    },
  ];
}

function spaZones() {
  const zones = [
    {
      target: './src',
      from: './server',
      message: 'The SPA imports nothing of the server: what both use lives in common/.',
    },
    {
      target: './src/ui',
      from: ['./src/features', './src/streams', './src/routes'],
      message: 'ui knows no feature (docs/architecture.md §2).',
    },
    {
      target: './src/machines',
      from: ['./src/stores', './src/streams', './src/api', './src/features', './src/ui'],
      message:
        'Machines get their I/O through .provide() from src/app; they import no store or API.',
    },
    {
      target: './src/streams',
      from: ['./src/features', './src/routes', './src/machines'],
      message: 'Streams feed stores; they import no feature, route or machine.',
    },
    {
      target: './src/stores',
      from: ['./src/features', './src/routes', './src/machines', './src/streams', './src/api'],
      message: 'Stores are plain state; only their stream writes them.',
    },
  ];
  zones.push({
    // The demo provider's game pages are another company's client: they share the
    // pure casino maths, the provider's API contract and the format of the member's own
    // fairness record in the browser (docs/fairness.md), nothing of the site.
    target: './src/provider',
    from: ['./src', './common'],
    except: [
      './provider',
      './domain/casino',
      './domain/minigame/random-stream.ts',
      './contract/demo-provider.contract.ts',
      './contract/fairness-record.contract.ts',
    ],
    message:
      'src/provider imports only common/domain/casino, common/domain/minigame/random-stream.ts, common/contract/demo-provider.contract.ts, common/contract/fairness-record.contract.ts and its own files.',
  });
  zones.push({
    // The second implementation of the casino outcomes is checked against the provider's code
    // (common/domain/casino); sharing any of it would let one error pass both (docs/fairness.md).
    target: './src/features/fairness/independent',
    from: ['./common', './src'],
    except: ['./features/fairness/independent'],
    message:
      'src/features/fairness/independent is written from docs/fairness.md alone: it imports nothing of common/domain (nor the rest of common/ or src/), only its own files.',
  });
  zones.push({
    // The same for the minigame draws, written from docs/fairness-minigames.md.
    target: './src/features/fairness/independent-minigame',
    from: ['./common', './src'],
    except: ['./features/fairness/independent-minigame'],
    message:
      'src/features/fairness/independent-minigame is written from docs/fairness-minigames.md alone: it imports nothing of common/ or the rest of src/, only its own files.',
  });
  for (const feature of foldersOf('src/features')) {
    zones.push({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message:
        'Features never import each other: share through ui/ or domain/ (docs/architecture.md §2).',
    });
  }
  return zones;
}

/** Store writers live in `src/streams/<area>/*-writes.ts`: only that stream's folder imports them. */
function storeWriterZones() {
  const areas = foldersOf('src/streams');
  return areas.map((area) => ({
    target: [
      ...SPA_ONLY.filter((folder) => folder !== 'streams').map((folder) => `./src/${folder}`),
      ...areas.filter((other) => other !== area).map((other) => `./src/streams/${other}`),
    ],
    from: [`./src/streams/${area}/*-writes.ts`],
    message: 'A store is written only by its own stream (docs/architecture.md §2).',
  }));
}

/** `files` lets the rules' own test lint its fixtures with the same settings. */
export function houseRules({
  files = ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'common/**/*.ts'],
} = {}) {
  return [
    {
      files,
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: {
        // Parse imported TypeScript files too (no-cycle follows them), as import-x's
        // typescript preset does; resolution by the TypeScript resolver.
        'import-x/extensions': ['.ts', '.tsx', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: ROOT })],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: ROOT,
            zones: [...serverZones(), ...commonZones(), ...spaZones(), ...storeWriterZones()],
          },
        ],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
  ];
}
