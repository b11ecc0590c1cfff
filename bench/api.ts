import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = 8097;
const BASE = `http://127.0.0.1:${PORT}`;
const USER = { userName: 'bench.user', password: 'Segreto123', email: 'bench@example.com' };

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

function run(options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** `npm start`'s server on the embedded PGlite, measured with autocannon over loopback. */
export async function measureApi() {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'troupe-bench-')),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: 'inherit',
  });
  try {
    await waitForHealth();
    const json = { 'content-type': 'application/json' };
    await fetch(`${BASE}/api/Accounts/registration`, { method: 'POST', headers: json, body: JSON.stringify(USER) });
    const login = await fetch(`${BASE}/api/Auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: USER.userName, password: USER.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const userData = await run({
      url: `${BASE}/api/Auth/getUserData`,
      connections: 50,
      duration: 15,
      headers: { authorization: `Bearer ${token}` },
    });
    const loginLoad = await run({
      url: `${BASE}/api/Auth/login`,
      method: 'POST',
      connections: 4,
      duration: 15,
      headers: json,
      body: JSON.stringify({ username: USER.userName, password: USER.password }),
    });
    return {
      getUserData: {
        connections: 50,
        requestsPerSecond: Math.round(userData.requests.average),
        p50Ms: userData.latency.p50,
        p99Ms: userData.latency.p99,
        non2xx: userData.non2xx,
      },
      login: {
        connections: 4,
        requestsPerSecond: Number(loginLoad.requests.average.toFixed(1)),
        p50Ms: loginLoad.latency.p50,
        p99Ms: loginLoad.latency.p99,
        non2xx: loginLoad.non2xx,
      },
    };
  } finally {
    server.kill('SIGTERM');
  }
}
