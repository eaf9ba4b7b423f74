// MT19937 (Matsumoto and Nishimura's Mersenne Twister) as random-js 2 seeds and draws it, with its unbiased
// integer draw: the forest's bootstrap samples and feature orders are the ones ml-random-forest drew, so a
// forest trained from the same examples and seed is the same forest.
const size = 624;
const shift = 397;
const upper = 0x80000000;
const lower = 0x7fffffff;
const matrix = 0x9908b0df;

export class MersenneTwister {
  private readonly state = new Int32Array(size);
  private index = size;

  constructor(seed: number) {
    let previous = (this.state[0] = seed | 0);
    for (let i = 1; i < size; i++) this.state[i] = previous = (Math.imul(previous ^ (previous >>> 30), 0x6c078965) + i) | 0;
  }

  /** The next 32 bits, as a signed integer. */
  next(): number {
    if (this.index >= size) this.twist();
    let v = this.state[this.index++]!;
    v ^= v >>> 11;
    v ^= (v << 7) & 0x9d2c5680;
    v ^= (v << 15) & 0xefc60000;
    return (v ^ (v >>> 18)) | 0;
  }

  /** A uniform integer in [0, n) for 1 ≤ n ≤ 2³²: masked when n is a power of two, else by rejection. */
  below(n: number): number {
    const range = n - 1;
    if (range <= 0) return 0;
    if (((range + 1) & range) === 0) return this.next() & range;
    const limit = n * Math.floor(0x100000000 / n);
    let v: number;
    do v = this.next() >>> 0; while (v >= limit);
    return v % n;
  }

  private twist(): void {
    const s = this.state;
    for (let k = 0; k < size; k++) {
      const y = (s[k]! & upper) | (s[(k + 1) % size]! & lower);
      s[k] = s[(k + shift) % size]! ^ (y >>> 1) ^ (y & 1 ? matrix : 0);
    }
    this.index = 0;
  }
}
