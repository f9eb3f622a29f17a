// @vitest-environment node
/**
 * `npm start` refusing what must not run: the script itself, spawned, stops before it builds,
 * starts the API or opens a port, and says what to do. A weak PUBLISH_TOKEN; TRUST_PROXY in
 * production without SITE_URL.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

function start(vars: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // A port and store of its own, in case the script did go on: it is then killed by the timeout, and the test fails.
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', CONFIG_STORE: `/tmp/start-test-${randomBytes(4).toString('hex')}`, ...vars };
    for (const [name, value] of Object.entries(vars)) if (value === undefined) delete env[name];
    execFile(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: process.cwd(), env, timeout: 20_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

describe('npm start', () => {
  it('refuses PUBLISH_TOKEN=aaaaaaaaaaaaaaaa and says how to make a token', { timeout: 30_000 }, async () => {
    const run = await start({ PUBLISH_TOKEN: 'aaaaaaaaaaaaaaaa' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "npm start: PUBLISH_TOKEN is too weak (16 characters; at least 24 are needed): make one with `openssl rand -base64 32` or `node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"`\n",
    );
  });

  it('refuses TRUST_PROXY without SITE_URL in production, naming both', { timeout: 30_000 }, async () => {
    const run = await start({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8', SITE_URL: undefined, PUBLISH_TOKEN: undefined });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('npm start: TRUST_PROXY is set but SITE_URL is not: behind a proxy, set SITE_URL to the public origin (https://www.example.com)\n');
  });
});
