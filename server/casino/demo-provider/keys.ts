/**
 * The demo provider's secrets (its own private key, as a real provider has, generated at first
 * start into DATA_DIR): an RSA 2048 key pair that signs its wallet calls and a random key that guards its
 * daily report. Kept as files (mode 0600) so a restart, another node on the same DATA_DIR, or a
 * DATABASE_URL deployment reuses them; the operator side is told the public half at start.
 */
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, link, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface DemoProviderKeys {
  privateKeyPem: string;
  publicKeyPem: string;
}

const KEY_DIR = 'demo-provider';

function isAlreadyThere(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EEXIST';
}

/**
 * Writes `content` to `file` unless it exists, atomically: a temporary file hard-linked into
 * place, so two processes starting at once agree on one value (the loser reads the winner's).
 */
async function createOnce(file: string, content: () => string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content(), { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return readFile(file, 'utf8');
}

async function keyDir(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, KEY_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** The provider's signing key pair (PEM), generated on first use and reused after. */
export async function loadOrCreateDemoProviderKeys(dataDir: string): Promise<DemoProviderKeys> {
  const dir = await keyDir(dataDir);
  // The private key decides: the public file is derived from whichever private key won.
  const privateKeyPem = await createOnce(
    path.join(dir, 'private.pem'),
    () =>
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      }).privateKey,
  );
  const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' });
  await createOnce(path.join(dir, 'public.pem'), () => String(publicKeyPem));
  return { privateKeyPem, publicKeyPem: String(publicKeyPem) };
}

/** The secret the operator sends as x-report-key to read the daily report (hex, 32 bytes). */
export async function demoProviderReportKey(dataDir: string): Promise<string> {
  const dir = await keyDir(dataDir);
  const key = await createOnce(path.join(dir, 'report.key'), () => randomBytes(32).toString('hex'));
  return key.trim();
}
