// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { cos, floor, imul, log, sqrt } = Math;

/** A seeded pseudo-random source: the same seed gives the same sequence on every run and machine. */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One element, with probability proportional to `weight(item)`. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
}

/**
 * sfc32 seeded through splitmix32: small, fast, and good enough for test data; unlike Math.random it
 * can be seeded, which is the whole point here.
 */
export function createPrng(seed: number): Prng {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // Discard the first outputs: sfc32 mixes poorly right after seeding.
  for (let i = 0; i < 12; i += 1) next();

  const prng: Prng = {
    next,
    int: (min, max) => min + floor(next() * (max - min + 1)),
    uniform: (min, max) => min + next() * (max - min),
    normal: () => {
      const u = 1 - next();
      const v = next();
      return sqrt(-2 * log(u)) * cos(2 * Math.PI * v);
    },
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new RangeError('weighted pick from an empty list');
      return last;
    },
  };
  return prng;
}
