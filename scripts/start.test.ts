// @vitest-environment node
/**
 * `npm start` with a weak PUBLISH_TOKEN: the script itself, spawned, refuses before it builds,
 * starts the API or opens a port, and says how to make a good token.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

function start(token: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // A port and store of its own, in case the script did go on: it is then killed by the timeout, and the test fails.
    const env = { ...process.env, PUBLISH_TOKEN: token, PORT: '0', CONFIG_STORE: `/tmp/start-test-${randomBytes(4).toString('hex')}` };
    execFile(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: process.cwd(), env, timeout: 20_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

describe('npm start', () => {
  it('refuses PUBLISH_TOKEN=aaaaaaaaaaaaaaaa and says how to make a token', { timeout: 30_000 }, async () => {
    const run = await start('aaaaaaaaaaaaaaaa');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "npm start: PUBLISH_TOKEN is too weak (16 characters; at least 24 are needed): make one with `openssl rand -base64 32` or `node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"`\n",
    );
  });
});
