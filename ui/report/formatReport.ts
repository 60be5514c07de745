const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

/** A share (0–1) as a percentage, `—` when there is none: `0.3333` → `33.3%`. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : percent.format(share);
}

/** A count with thousands separators: `12345` → `12,345`. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** Seconds as a duration a person reads, `—` when there is none: `40` → `40 s`, `95.5` → `1 min 36 s`. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return whole % 60 === 0 ? `${minutes} min` : `${minutes} min ${whole % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
