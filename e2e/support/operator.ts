import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { runOperatorCli } from '../../apps/server/src/cli/run';
import { e2eServer } from './server';

/**
 * Runs the operator command (`npm run operator -- <args>`) against the end-to-end server and
 * returns what it printed. It is the command's own code, `runOperatorCli`, called in the test
 * process rather than in a new Node process: the journeys call it about 150 times, and each
 * process start (tsx compiling the CLI) cost 2-4 s of the suite on a 2-core machine. The
 * process around it is covered by `operatorProcess` below.
 */
export async function operator(...args: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(
    args,
    () =>
      Promise.resolve({
        baseUrl: e2eServer.url,
        token: e2eServer.operatorToken,
        tokenSource: 'OPERATOR_TOKEN',
      }),
    { out: (text) => out.push(`${text}\n`), err: (text) => err.push(`${text}\n`) },
  );
  // As a failed command's non-zero exit did: the journey stops here, with the reason.
  if (code !== 0)
    throw new Error(`operator ${args.join(' ')} exited with ${code}: ${err.join('')}`);
  return out.join('');
}

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

/**
 * The operator command as an operator runs it, in a process of its own (`npm run operator`
 * without npm's start-up cost), configured by OPERATOR_URL and OPERATOR_TOKEN. One journey
 * uses it so the command's entry point stays covered end to end; the rest call `operator`.
 */
export async function operatorProcess(...args: string[]): Promise<string> {
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
