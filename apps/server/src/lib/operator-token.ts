import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function operatorTokenFile(dataDir: string): string {
  return path.join(dataDir, 'operator.token');
}

/**
 * OPERATOR_TOKEN if set; else the token in DATA_DIR/operator.token, created on first start
 * (owner-only, 0600) so a fresh install is protected without any setup and the CLI on the
 * same machine can read it.
 */
export async function resolveOperatorToken(
  configured: string | undefined,
  dataDir: string,
): Promise<{ token: string; source: 'env' | 'file' | 'created'; file: string }> {
  const file = operatorTokenFile(dataDir);
  if (configured) return { token: configured, source: 'env', file };
  const existing = await readTokenFile(file);
  if (existing) return { token: existing, source: 'file', file };
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process created the file meanwhile; then use theirs.
    await writeFile(file, token + '\n', { mode: 0o600, flag: 'wx' });
    return { token, source: 'created', file };
  } catch (error) {
    const raced = (error as NodeJS.ErrnoException).code === 'EEXIST' && (await readTokenFile(file));
    if (raced) return { token: raced, source: 'file', file };
    throw error;
  }
}

export async function readTokenFile(file: string): Promise<string | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text === '' ? undefined : text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Compares in constant time; hashing first makes lengths equal without leaking them. */
export function tokensEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
