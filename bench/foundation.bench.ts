import { runLoad, type LoadFigures } from './http-load';
import { startBenchServer, type BenchTarget } from './bench-server';

/** Seconds per measurement: long enough to smooth start-up, short enough for a 2-core box. */
const DURATION_S = 8;
const LOGIN_CONNECTIONS = 4;
const USER_POLL_CONNECTIONS = 32;

const DEMO_LOGIN = JSON.stringify({ userId: 'demo', password: 'demo1234!' });

async function loginToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: DEMO_LOGIN,
  });
  const token = res.headers.get('x-auth-token');
  if (res.status !== 200 || !token) throw new Error(`demo login failed: ${res.status}`);
  return token;
}

export interface FoundationFigures {
  target: BenchTarget;
  login: LoadFigures;
  memberUser: LoadFigures;
}

/**
 * Login throughput (Argon2id m=19456 KiB, t=2: bounded by hashing on purpose) and the 5 s
 * `member/user` poll every logged-in tab makes, as requests/s with latency percentiles.
 */
export async function benchFoundation(
  target: BenchTarget,
  pgUrl?: string,
): Promise<FoundationFigures> {
  const server = await startBenchServer(target, pgUrl);
  try {
    const login = await runLoad({
      url: `${server.url}/api/member/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: DEMO_LOGIN,
      connections: LOGIN_CONNECTIONS,
      duration: DURATION_S,
    });
    const token = await loginToken(server.url);
    const memberUser = await runLoad({
      url: `${server.url}/api/member/user`,
      headers: { 'x-auth-token': token },
      connections: USER_POLL_CONNECTIONS,
      duration: DURATION_S,
    });
    return { target, login, memberUser };
  } finally {
    await server.close();
  }
}
