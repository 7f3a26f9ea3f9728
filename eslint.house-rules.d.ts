import type { Linter } from 'eslint';

/** The rules of the house as flat-config blocks (see eslint.house-rules.js). */
export function houseRules(options?: { files?: string[] }): Linter.Config[];

/** An import zone of import-x/no-restricted-paths. */
export interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

/** The server's area → area and area → composition zones (see AREA_DEPENDS). */
export function areaZones(areas?: string[]): Zone[];

/** Which other areas each server area may import (docs/architecture.md §2). */
export const AREA_DEPENDS: Readonly<Record<string, readonly string[]>>;

/** Folders of server/ that are no area: the platform and the composition's boot and seed. */
export const NOT_AREAS: ReadonlySet<string>;
