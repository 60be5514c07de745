/** The middle value of sorted numbers (the mean of the two middle ones for an even count). */
export function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of unsorted numbers. */
export const medianOf = (values: readonly number[]): number =>
  median([...values].sort((a, b) => a - b));
