import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ServerState {
  baseURL: string;
  logFile: string;
  dataDir: string;
  pid: number;
  admin: { email: string; password: string };
  /** A PocketBase superuser (`_superusers`), made with `selah superuser upsert`. */
  superuser: { email: string; password: string };
}

// The worker's fixture keeps its server's state in the worker's environment,
// so two workers (and two runs) never share a file.
const ENV_KEY = 'SELAH_E2E_STATE';

export function saveState(state: ServerState): void {
  process.env[ENV_KEY] = JSON.stringify(state);
}

export function readState(): ServerState {
  const raw = process.env[ENV_KEY];
  if (!raw)
    throw new Error(
      'the e2e server state is missing: run through playwright test (the selahServer fixture of e2e/fixtures.ts)',
    );
  return JSON.parse(raw) as ServerState;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`selah exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`selah did not become healthy at ${url}`);
}

/** Starts the built binary on a free port with a fresh data dir. */
export async function startServer(): Promise<ServerState> {
  const bin = process.env.SELAH_BIN ?? resolve(process.cwd(), '../selah');
  const publicDir = resolve(process.cwd(), '../pb_public');
  const dataDir = mkdtempSync(join(tmpdir(), 'selah-e2e-data-'));
  const logFile = join(dataDir, 'server.log');
  const admin = { email: 'admin@e2e.selah.test', password: 'admin-password-1' };

  // The admin journey signs in with an admin made by the CLI, before serve.
  const created = spawnSync(
    bin,
    ['admins', 'create', admin.email, admin.password, '--name', 'Esther Admin', '--dir', dataDir],
    {
      encoding: 'utf8',
    },
  );
  if (created.status !== 0) throw new Error(`admins create failed: ${created.stderr}`);

  // Staff who use PocketBase's dashboard (/_/) and scripts with the SDK sign
  // in as a superuser, also made by the CLI before serve.
  const superuser = { email: 'staff@e2e.selah.test', password: 'superuser-password-1' };
  const upserted = spawnSync(
    bin,
    ['superuser', 'upsert', superuser.email, superuser.password, '--dir', dataDir],
    { encoding: 'utf8' },
  );
  // PocketBase's own commands exit 0 even when they fail: read what it says.
  if (upserted.status !== 0 || !upserted.stdout.includes('Successfully saved superuser'))
    throw new Error(`superuser upsert failed: ${upserted.stderr}${upserted.stdout}`);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const child = spawn(
    bin,
    ['serve', '--http', `127.0.0.1:${port}`, '--dir', dataDir, '--publicDir', publicDir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: false,
      // The import journey (creator-import.spec.ts) serves its feed from 127.0.0.1, which the
      // server refuses to fetch unless told that private addresses are fine (API.md, "Creators'
      // workflow").
      // Every report of the journeys comes from 127.0.0.1: the per-address limit (5 an hour) is
      // raised so the report journeys and screens can share a worker's server.
      env: { ...process.env, SELAH_IMPORT_ALLOW_PRIVATE: 'true', SELAH_REPORTS_PER_HOUR: '1000' },
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitHealthy(baseURL, child, 30_000);
  child.unref();
  await raiseAccountLimits(baseURL, superuser);

  const state: ServerState = {
    baseURL,
    logFile,
    dataDir,
    pid: child.pid ?? 0,
    admin,
    superuser,
  };
  saveState(state);
  return state;
}

/**
 * Every journey signs up and signs in from 127.0.0.1, so a worker's server takes far more account
 * requests a minute than the per-address limits a real server keeps (10 sign-ups a minute): the
 * limits of the account routes (POST /api/users/...) are raised for these servers, through the
 * settings API as an operator would. The Go tests check the limits themselves.
 */
async function raiseAccountLimits(baseURL: string, superuser: { email: string; password: string }) {
  const auth = await fetch(`${baseURL}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  });
  if (!auth.ok) throw new Error(`superuser sign-in failed: ${auth.status} ${await auth.text()}`);
  const { token } = (await auth.json()) as { token: string };
  const headers = { Authorization: token, 'Content-Type': 'application/json' };
  const settings = (await (await fetch(`${baseURL}/api/settings`, { headers })).json()) as {
    rateLimits: { rules: { label: string; maxRequests: number }[] };
  };
  const rules = settings.rateLimits.rules.map((r) =>
    r.label.startsWith('POST /api/users/') ? { ...r, maxRequests: 1000 } : r,
  );
  const saved = await fetch(`${baseURL}/api/settings`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ rateLimits: { ...settings.rateLimits, rules } }),
  });
  if (!saved.ok)
    throw new Error(`raising the account limits failed: ${saved.status} ${await saved.text()}`);
}

/**
 * `selah check` beside the running server: every derived table (roll-ups,
 * catalogue, search indexes, counters) must still equal the query that
 * defines it after the journeys' writes. It exits 1 and names each
 * difference otherwise.
 */
export function checkDerivedTables(state: ServerState): void {
  const bin = process.env.SELAH_BIN ?? resolve(process.cwd(), '../selah');
  const checked = spawnSync(bin, ['check', '--dir', state.dataDir], { encoding: 'utf8' });
  if (checked.status !== 0)
    throw new Error(
      `selah check found derived tables unequal to their sources:\n${checked.stdout}${checked.stderr}`,
    );
}

/**
 * Checks the derived tables, stops a server startServer started and removes
 * its data dir (unless E2E_KEEP_DATA).
 */
export async function stopServer(state: ServerState): Promise<void> {
  let unequal: unknown;
  try {
    checkDerivedTables(state);
  } catch (err) {
    unequal = err; // reported after the server is stopped and its files gone
  }
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // Wait until the server has closed its files before removing them.
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(state.pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  if (!process.env.E2E_KEEP_DATA) rmSync(state.dataDir, { recursive: true, force: true });
  if (unequal) throw unequal;
}
