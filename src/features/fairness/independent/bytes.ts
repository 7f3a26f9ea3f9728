/**
 * Byte helpers of the independent fairness check (docs/fairness.md §1-§2): hex in and out, UTF-8,
 * and the WebCrypto handle, so the same file runs in the browser and in Node 20.
 */

const HEX_DIGITS = '0123456789abcdef';

/** Decodes a server seed: pairs of hex digits, either case; anything else is not a seed. */
export function seedBytes(hex: string): Uint8Array {
  if (hex.length % 2 === 1) throw new Error('server seed: odd number of hex digits');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) {
    const high = HEX_DIGITS.indexOf(hex.charAt(2 * i).toLowerCase());
    const low = HEX_DIGITS.indexOf(hex.charAt(2 * i + 1).toLowerCase());
    if (high < 0 || low < 0) throw new Error('server seed: not a hex digit');
    out[i] = high * 16 + low;
  }
  return out;
}

export function toHex(bytes: Uint8Array): string {
  let text = '';
  bytes.forEach((byte) => {
    text += HEX_DIGITS.charAt(byte >> 4) + HEX_DIGITS.charAt(byte & 15);
  });
  return text;
}

const encoder = new TextEncoder();

/** A fresh ArrayBuffer holding the UTF-8 bytes (WebCrypto takes buffers, not views). */
export function utf8(text: string): ArrayBuffer {
  return copyOut(encoder.encode(text));
}

export function copyOut(bytes: Uint8Array): ArrayBuffer {
  const buffer = new ArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}

export function webCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new Error('this browser has no WebCrypto');
  return subtle;
}

export async function sha256Hex(data: ArrayBuffer): Promise<string> {
  return toHex(new Uint8Array(await webCrypto().digest('SHA-256', data)));
}
