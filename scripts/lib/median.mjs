// @ts-check
// The benchmarks' one summary of repeated runs (bench.mjs through lighthouse-runner.mjs,
// bench-scale.mjs, layout-cost.mjs): the shared machine is noisy, so a figure is the median of its
// runs (docs/performance.md).

/** The middle value; of an even count, the upper of the two middle ones. @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
