import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { e2eServer } from './server';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

/**
 * Runs `npm run operator -- <args>` the way an operator would (the same CLI file, without
 * npm's own start-up cost) against the end-to-end server, and returns what it printed.
 */
export async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/operator.ts', ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        OPERATOR_URL: e2eServer.url,
        OPERATOR_TOKEN: e2eServer.operatorToken,
      },
    },
  );
  return stdout;
}
