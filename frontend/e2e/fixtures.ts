import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readState, startServer, stopServer, type ServerState } from './server';

/**
 * Every worker starts its own server (the built binary on a free port with a
 * fresh data dir) before its first journey and stops it after its last, so
 * two workers never share data or one address's rate limits; `readState()`
 * answers that worker's server.
 */
export const test = base.extend<object, { selahServer: ServerState }>({
  selahServer: [
    async ({}, use) => {
      const state = await startServer();
      await use(state);
      await stopServer(state);
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  // The server readState() names when the journey runs: the worker's, or one
  // a spec started for itself (renditions.spec.ts runs a slowed ffmpeg).
  baseURL: async ({ selahServer }, use) => {
    await use(selahServer && readState().baseURL);
  },
});
export { expect };

/** The admin the worker's server was given with `selah admins create`. */
export function adminAccount() {
  return readState().admin;
}

/** A unique email per journey, so journeys never collide on one server. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.selah.test`;
}

/**
 * The newest six-digit code the server "mailed" to an address. With no SMTP
 * configured the server writes every mail to its log; we poll the log until
 * a mail to the address (newer than `after` mails) shows up.
 */
export async function codeFromMail(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = mailsTo(email);
    if (mails.length > after) {
      const code = /Subject: .*?(\d{6})/.exec(mails[mails.length - 1])?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with a code reached ${email}`);
}

/** The logged mails addressed to email, oldest first. */
export function mailsTo(email: string): string[] {
  const log = readFileSync(readState().logFile, 'utf8');
  return log
    .split('──── mail ')
    .slice(1)
    .filter((block) => block.toLowerCase().includes(`<${email.toLowerCase()}>`));
}
