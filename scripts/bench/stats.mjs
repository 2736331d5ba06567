// What every figure of the bench is: the median of its runs, with the spread (min–max) beside it, so one lucky or
// unlucky run can neither make nor break a budget unseen.

/**
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @param {number[]} values one per run
 * @returns {{ median: number, min: number, max: number, runs: number[] }}
 */
export function summarize(values) {
  if (!values.length) throw new Error('no runs to summarize');
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values };
}
