/** One benchmark figure and the baseline it is read against, both measured in the same run. */
export interface BenchRow {
  name: string;
  value: number;
  baseline: number;
  unit: string;
  note?: string;
}
