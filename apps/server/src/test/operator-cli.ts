import { runOperatorCli } from '../cli/run';
import type { OperatorClientConfig } from '../cli/operator-client';
import { TEST_OPERATOR_TOKEN } from './build-test-app';

/**
 * `npm run operator -- …` against a listening test app, as an operator types it: the real
 * CLI over HTTP, its output and exit code captured.
 */
export async function operatorCli(
  baseUrl: string,
  args: string[],
  config: Partial<OperatorClientConfig> = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(
    args,
    async () => ({ baseUrl, token: TEST_OPERATOR_TOKEN, tokenSource: 'OPERATOR_TOKEN', ...config }),
    { out: (t) => out.push(t), err: (t) => err.push(t) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
