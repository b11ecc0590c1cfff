/** The value at `percent` (0–100) of `values`, by nearest rank: how every benchmark here reports p50, p95 and p99. */
export function percentile(values: number[], percent: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((percent / 100) * sorted.length))];
}

/** The middle value (of an even count, the upper of the two middle ones). */
export const median = (values: number[]) => percentile(values, 50);
