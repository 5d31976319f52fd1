import { loadEnv } from '../env';
import { operatorTokenFile, readTokenFile } from '../lib/operator-token';
import { CliError, type OperatorClientConfig } from './operator-client';
import { runOperatorCli } from './run';

/**
 * `npm run operator -- <command>`: changes run-time settings through the running server's
 * operator API rather than the database, so it works with embedded PGlite (which only the
 * server process may open) and with PostgreSQL behind many instances alike.
 */
async function resolveConfig(): Promise<OperatorClientConfig> {
  const env = loadEnv();
  const baseUrl = process.env.OPERATOR_URL?.trim() || `http://127.0.0.1:${env.PORT}`;
  if (env.OPERATOR_TOKEN) {
    return { baseUrl, token: env.OPERATOR_TOKEN, tokenSource: 'OPERATOR_TOKEN' };
  }
  const file = operatorTokenFile(env.DATA_DIR);
  const token = await readTokenFile(file);
  if (!token) {
    throw new CliError(
      `No operator token: set OPERATOR_TOKEN, or start the server once so it creates ${file}.`,
    );
  }
  return { baseUrl, token, tokenSource: file };
}

const code = await runOperatorCli(process.argv.slice(2), resolveConfig, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exitCode = code;
