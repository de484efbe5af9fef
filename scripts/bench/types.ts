/** One benchmark figure and the baseline it is read against, both measured in the same run. */
export interface BenchRow {
  name: string;
  value: number;
  baseline: number;
  unit: string;
  /** The figure, when it is not value / baseline: the median of ratios of runs made side by side. */
  ratio?: number;
  note?: string;
}
