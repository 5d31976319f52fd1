import { rmSync } from 'node:fs';

/**
 * The run's global teardown: its servers' embedded databases (about 70 MB each) are
 * removed, instead of a new pair piling up in the temporary directory with every run.
 */
export default function removeData(): void {
  const root = process.env.E2E_DATA_ROOT;
  if (root) rmSync(root, { recursive: true, force: true });
}
