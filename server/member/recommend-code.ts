import { randomInt } from 'node:crypto';
import type { Queryable } from '../platform/db/db';

/** No 0/O or 1/I: the code is read aloud and typed by hand. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const ATTEMPTS = 5;

export function normaliseRecommendCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A recommend code no member has yet (members.recommend_code is UNIQUE as a last guard). */
export async function newRecommendCode(q: Queryable): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    const taken = await q.query('SELECT 1 FROM members WHERE recommend_code = $1', [code]);
    if (taken.length === 0) return code;
  }
  throw new Error('could not find a free recommend code');
}
