/**
 * The readiness verdict of /health/ready (ADR 029): each dependency is checked in parallel
 * with its own deadline, so one hung dependency answers "not ready" in bounded time instead
 * of hanging the probe. Pure of I/O itself: the checks are given, so tests inject failing
 * ones.
 */
export type ReadinessCheck = () => Promise<void>;

export type CheckResult = { ok: boolean; ms: number };

export type Readiness = {
  ready: boolean;
  draining: boolean;
  checks: Record<string, CheckResult>;
};

export async function checkReadiness(options: {
  checks: Record<string, ReadinessCheck>;
  draining: boolean;
  timeoutMs: number;
  /** Told why a check failed; the reply says only that it did (no hosts or errors leak). */
  onFailure?: (name: string, error: unknown) => void;
}): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(options.checks).map(async ([name, check]) => {
      const started = performance.now();
      let ok = true;
      try {
        await withDeadline(check(), options.timeoutMs);
      } catch (error) {
        ok = false;
        options.onFailure?.(name, error);
      }
      return [name, { ok, ms: Math.round(performance.now() - started) }] as const;
    }),
  );
  const checks = Object.fromEntries(entries);
  const ready = !options.draining && entries.every(([, result]) => result.ok);
  return { ready, draining: options.draining, checks };
}

async function withDeadline(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
