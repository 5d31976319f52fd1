/** One line a bar: its id, the measured figure, the target and whether it is met. */
export type BarResult = { bar: string; figure: string; target: string; met: boolean };

export function printResults(results: BarResult[]): void {
  console.log('\nbar  figure                                              target              met');
  for (const r of results) {
    console.log(
      `${r.bar.padEnd(4)} ${r.figure.padEnd(51)} ${r.target.padEnd(19)} ${r.met ? 'yes' : 'NO'}`,
    );
  }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
