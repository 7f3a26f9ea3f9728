/**
 * Bytes for the minigame check (docs/fairness-minigames.md §1): hex in and out, UTF-8, SHA-256
 * through WebCrypto, so the same file runs in a browser and in Node 20.
 */

export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new Error('이 환경에서는 WebCrypto를 쓸 수 없습니다');
  return subtle;
}

/** Two hex digits per byte, high nibble first; either case. */
export function decodeHex(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 2 === 1 || /[^0-9a-f]/i.test(text)) {
    throw new Error('시드는 짝수 길이의 16진수 문자열이어야 합니다');
  }
  const out = new Uint8Array(new ArrayBuffer(text.length / 2));
  for (let at = 0; at < out.length; at += 1) {
    out[at] = Number.parseInt(text.substring(2 * at, 2 * at + 2), 16);
  }
  return out;
}

const DIGITS = '0123456789abcdef';

/** Lower-case hex, two digits per byte. */
export function encodeHex(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at] ?? 0;
    text += DIGITS.charAt(byte >> 4) + DIGITS.charAt(byte & 15);
  }
  return text;
}

export function utf8(text: string): Uint8Array<ArrayBuffer> {
  const encoded = new TextEncoder().encode(text);
  const out = new Uint8Array(new ArrayBuffer(encoded.length));
  out.set(encoded);
  return out;
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return encodeHex(new Uint8Array(await subtleCrypto().digest('SHA-256', bytes)));
}
