import { rmSync } from 'node:fs';
import { readState } from './server';

export default async function globalTeardown() {
  const state = readState();
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // Give the server a moment to close its files before removing them.
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(state.pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  if (!process.env.E2E_KEEP_DATA) rmSync(state.dataDir, { recursive: true, force: true });
}
