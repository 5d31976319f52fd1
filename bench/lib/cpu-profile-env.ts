import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The environment that makes a server process started by a bench write a V8 CPU profile of
 * its whole life into `dir` when it stops (`cpu-profile.mjs`, preloaded: Node refuses
 * `--cpu-prof` in NODE_OPTIONS); nothing when `dir` is unset.
 */
export function cpuProfileEnv(dir: string | undefined): Record<string, string> {
  if (!dir) return {};
  const profiler = fileURLToPath(new URL('./cpu-profile.mjs', import.meta.url));
  return { NODE_OPTIONS: `--import=${pathToFileURL(profiler).href}`, BENCH_PROF_OUT: dir };
}
