/**
 * `npm run admin:create -- <아이디> [--nickname <닉네임>]`: creates an operator (type 1, role 10)
 * on the configured database (DATA_DIR's PGlite or DATABASE_URL), the one way a production site
 * gets its first operator (no demo accounts there). The password is typed at a hidden
 * prompt, twice, or taken from ADMIN_PASSWORD for automation; the id may come from
 * ADMIN_USER_ID and the nickname from ADMIN_NICKNAME (default 운영자). Exit 0 created, 1 refused.
 */
import { parseArgs } from 'node:util';
import { createOperator } from '../server/boot/operator';
import { loadConfig } from '../server/config';
import { migrate } from '../server/platform/db/migrate';
import { openDb } from '../server/platform/db/open';
import { AppError } from '../server/platform/lib/app-error';

const DEFAULT_NICKNAME = '운영자';

class Refusal extends Error {}

/** Reads a line without echoing it: raw mode, so the terminal shows nothing as it is typed. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let chars: string[] = [];
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return (finish(), resolve(chars.join('')));
        if (ch === '\u0003' || ch === '\u0004')
          return (finish(), reject(new Refusal('취소했습니다.')));
        if (ch === '\u007f' || ch === '\b') chars = chars.slice(0, -1);
        else chars.push(ch);
      }
    };
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new Refusal(
      '비밀번호를 입력할 터미널이 없습니다. ADMIN_PASSWORD 환경 변수로 전달하세요.',
    );
  }
  const first = await askHidden('비밀번호 (영문과 숫자를 포함한 8~64자): ');
  const again = await askHidden('비밀번호 확인: ');
  if (first !== again) throw new Refusal('비밀번호가 일치하지 않습니다.');
  return first;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { nickname: { type: 'string' } },
  });
  const userId = positionals[0] ?? process.env.ADMIN_USER_ID;
  if (!userId) {
    throw new Refusal('사용법: npm run admin:create -- <아이디> [--nickname <닉네임>]');
  }
  const nickname = values.nickname ?? process.env.ADMIN_NICKNAME ?? DEFAULT_NICKNAME;
  const password = await readPassword();

  const config = loadConfig();
  // PGlite is one process's database: two processes on one DATA_DIR would corrupt it.
  if (!config.databaseUrl) console.log(`[admin:create] ${config.dataDir} (서버를 먼저 멈추세요)`);
  const db = await openDb(config);
  try {
    await migrate(db);
    const { id } = await createOperator(db, { userId, password, nickname });
    console.log(
      `[admin:create] 운영자 '${userId.trim().toLowerCase()}' 생성 완료 (회원 번호 ${id}).`,
    );
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof Refusal || error instanceof AppError) {
      console.error(`[admin:create] ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
