import type { Linter } from 'eslint';

/** The rules of the house as flat-config blocks (see eslint.house-rules.js). */
export function houseRules(options?: { files?: string[] }): Linter.Config[];
