/** sfc32, a small fast PRNG (PractRand-clean), seeded from one integer: the same seed, the same runs. */
export function seededRandom(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i += 1) next();
  return next;
}

/** A binomial draw by inversion (fast for the small means of a batch of visitors). */
export function binomial(random: () => number, trials: number, p: number): number {
  if (p <= 0) return 0;
  const q = 1 - p;
  let pmf = q ** trials;
  let cumulative = pmf;
  const u = random();
  let k = 0;
  while (u > cumulative && k < trials) {
    pmf *= ((trials - k) / (k + 1)) * (p / q);
    k += 1;
    cumulative += pmf;
  }
  return k;
}

/** A standard normal draw (Box–Muller). */
export function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
