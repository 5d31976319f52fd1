/**
 * The band a simulated RTP must fall in. Four standard errors: a correct game fails about
 * once in 16,000 runs (two-sided normal tail at 4σ), while a defect that moves the RTP by
 * more than the band fails every time. Seeds are fixed, so a given build passes or fails
 * deterministically; the band says how far from the truth a correct game may land.
 */
export const standardErrorsAllowed = 4;

/** Accumulates per-round returns (payout ÷ stake) for mean and sample variance. */
export class ReturnTally {
  rounds = 0;
  private sum = 0;
  private sumOfSquares = 0;

  add(returned: number): void {
    this.rounds += 1;
    this.sum += returned;
    this.sumOfSquares += returned * returned;
  }

  get mean(): number {
    return this.sum / this.rounds;
  }

  get sampleVariance(): number {
    return (this.sumOfSquares - this.rounds * this.mean ** 2) / (this.rounds - 1);
  }
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/**
 * Upper critical value of chi-square with `df` degrees of freedom at p ≈ 0.0001, by the
 * Wilson–Hilferty approximation (z = 3.719), good to a percent for df ≥ 10.
 */
export function chiSquareCritical(df: number): number {
  const z = 3.719;
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}
