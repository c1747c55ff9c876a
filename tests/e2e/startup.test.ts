import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

describe('server start-up', () => {
  it('refuses to start with an invalid SITE_URL and names the variable', async () => {
    const child = spawn(process.execPath, [join(process.cwd(), 'node_modules/next/dist/bin/next'), 'start', '-p', '0', '-H', '127.0.0.1'], {
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SITE_URL: 'not a url' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A start that hangs instead is ended with the test (its guard).
    onTestFinished(() => void child.kill('SIGKILL'));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment: SITE_URL: SITE_URL must be an absolute http(s) URL');
  });
});
