// A linear-chain conditional random field over sparse binary features (Lafferty et al.; vydiswaran–sarawagi
// §2): Pr(y|x) ∝ exp(Σ_t start[y_0]·[t=0] + W[y_t]·x_t + T[y_{t-1}, y_t]). Each state has a kind (page or
// link) and each position too; a state may only take a position of its kind, so a path alternates page- and
// link-states. Everything runs in log space. Parameters are one flat vector: state weights (states × features),
// transition weights (states × states), start weights (states).

export interface ChainPosition {
  /** Kind of the position (a state of another kind cannot take it). */
  kind: number;
  /** Ids of the active binary features. */
  features: Int32Array;
}

export interface ChainSequence { positions: ChainPosition[]; labels: number[] }

export function logSumExp(xs: ArrayLike<number>): number {
  let max = -Infinity;
  for (let i = 0; i < xs.length; i++) if (xs[i]! > max) max = xs[i]!;
  if (max === -Infinity) return -Infinity;
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += Math.exp(xs[i]! - max);
  return max + Math.log(sum);
}

export class ChainCrf {
  readonly states: number;
  constructor(readonly stateKinds: number[], readonly featureCount: number, readonly params: Float64Array = new Float64Array(ChainCrf.size(stateKinds.length, featureCount))) {
    this.states = stateKinds.length;
    if (params.length !== ChainCrf.size(this.states, featureCount)) throw new Error('CRF parameter vector has the wrong length');
  }

  static size(states: number, features: number): number {
    return states * features + states * states + states;
  }

  get transitionOffset(): number { return this.states * this.featureCount; }
  get startOffset(): number { return this.transitionOffset + this.states * this.states; }

  transition(from: number, to: number): number {
    return this.params[this.transitionOffset + from * this.states + to]!;
  }

  /** Node potential of each state at a position (-Infinity where the state's kind does not fit). */
  nodeScores(position: ChainPosition, first: boolean): Float64Array {
    const out = new Float64Array(this.states);
    for (let s = 0; s < this.states; s++) {
      if (this.stateKinds[s] !== position.kind) { out[s] = -Infinity; continue; }
      let v = first ? this.params[this.startOffset + s]! : 0;
      const base = s * this.featureCount;
      const features = position.features;
      for (let i = 0; i < features.length; i++) v += this.params[base + features[i]!]!;
      out[s] = v;
    }
    return out;
  }

  /** One forward step (eq. 6 in log space): from the previous position's log α (undefined at the start). */
  forwardStep(previous: Float64Array | undefined, position: ChainPosition): Float64Array {
    const node = this.nodeScores(position, previous === undefined);
    if (!previous) return node;
    const out = new Float64Array(this.states);
    const terms = new Float64Array(this.states);
    for (let s = 0; s < this.states; s++) {
      if (node[s] === -Infinity) { out[s] = -Infinity; continue; }
      for (let p = 0; p < this.states; p++) terms[p] = previous[p]! + this.transition(p, s);
      out[s] = node[s]! + logSumExp(terms);
    }
    return out;
  }

  forward(positions: ChainPosition[]): Float64Array[] {
    const alphas: Float64Array[] = [];
    for (const position of positions) alphas.push(this.forwardStep(alphas.at(-1), position));
    return alphas;
  }

  backward(positions: ChainPosition[], nodes: Float64Array[]): Float64Array[] {
    const n = positions.length;
    const betas: Float64Array[] = new Array(n);
    betas[n - 1] = new Float64Array(this.states);
    const terms = new Float64Array(this.states);
    for (let t = n - 2; t >= 0; t--) {
      const out = new Float64Array(this.states);
      for (let s = 0; s < this.states; s++) {
        for (let q = 0; q < this.states; q++) terms[q] = this.transition(s, q) + nodes[t + 1]![q]! + betas[t + 1]![q]!;
        out[s] = logSumExp(terms);
      }
      betas[t] = out;
    }
    return betas;
  }

  /** Unnormalised log score of one labelling. */
  score(positions: ChainPosition[], labels: number[]): number {
    let v = 0;
    positions.forEach((position, t) => {
      v += this.nodeScores(position, t === 0)[labels[t]!]!;
      if (t > 0) v += this.transition(labels[t - 1]!, labels[t]!);
    });
    return v;
  }

  logPartition(positions: ChainPosition[]): number {
    return logSumExp(this.forward(positions).at(-1)!);
  }

  /** Per-position state marginals. */
  marginals(positions: ChainPosition[]): Float64Array[] {
    const alphas = this.forward(positions);
    const nodes = positions.map((p, t) => this.nodeScores(p, t === 0));
    const betas = this.backward(positions, nodes);
    const logZ = logSumExp(alphas.at(-1)!);
    return alphas.map((a, t) => a.map((v, s) => Math.exp(v + betas[t]![s]! - logZ)));
  }

  /**
   * Adds the gradient of -log Pr(labels | positions) to `gradient` and returns that negative log-likelihood
   * (forward–backward gives the expected feature counts). Only states of each position's kind are visited.
   */
  accumulate(sequence: ChainSequence, gradient: Float64Array): number {
    const { positions, labels } = sequence;
    const S = this.states;
    const F = this.featureCount;
    const n = positions.length;
    const trans = this.params.subarray(this.transitionOffset, this.transitionOffset + S * S);
    const allowed = positions.map((p) => this.stateKinds.flatMap((k, s) => (k === p.kind ? [s] : [])));
    const nodes = positions.map((p, t) => this.nodeScores(p, t === 0));
    const alphas: Float64Array[] = [nodes[0]!];
    const terms: number[] = [];
    for (let t = 1; t < n; t++) {
      const out = new Float64Array(S).fill(-Infinity);
      for (const s of allowed[t]!) {
        terms.length = 0;
        for (const p of allowed[t - 1]!) terms.push(alphas[t - 1]![p]! + trans[p * S + s]!);
        out[s] = nodes[t]![s]! + logSumExp(terms);
      }
      alphas.push(out);
    }
    const betas: Float64Array[] = new Array(n);
    betas[n - 1] = new Float64Array(S);
    for (let t = n - 2; t >= 0; t--) {
      const out = new Float64Array(S).fill(-Infinity);
      for (const s of allowed[t]!) {
        terms.length = 0;
        for (const q of allowed[t + 1]!) terms.push(trans[s * S + q]! + nodes[t + 1]![q]! + betas[t + 1]![q]!);
        out[s] = logSumExp(terms);
      }
      betas[t] = out;
    }
    const logZ = logSumExp(alphas[n - 1]!);
    let gold = 0;
    for (let t = 0; t < n; t++) {
      const features = positions[t]!.features;
      gold += nodes[t]![labels[t]!]! + (t > 0 ? trans[labels[t - 1]! * S + labels[t]!]! : 0);
      for (const s of allowed[t]!) {
        const p = Math.exp(alphas[t]![s]! + betas[t]![s]! - logZ) - (labels[t] === s ? 1 : 0);
        const base = s * F;
        for (let i = 0; i < features.length; i++) gradient[base + features[i]!]! += p;
        if (t === 0) gradient[this.startOffset + s]! += p;
      }
      if (t === 0) continue;
      for (const a of allowed[t - 1]!) {
        for (const b of allowed[t]!) {
          gradient[this.transitionOffset + a * S + b]! += Math.exp(alphas[t - 1]![a]! + trans[a * S + b]! + nodes[t]![b]! + betas[t]![b]! - logZ);
        }
      }
      gradient[this.transitionOffset + labels[t - 1]! * S + labels[t]!]! -= 1;
    }
    return logZ - gold;
  }

  /** The most probable labelling (eq. 2). */
  viterbi(positions: ChainPosition[]): number[] {
    const deltas: Float64Array[] = [];
    const back: Int32Array[] = [];
    positions.forEach((position, t) => {
      const node = this.nodeScores(position, t === 0);
      if (t === 0) { deltas.push(node); back.push(new Int32Array(this.states)); return; }
      const d = new Float64Array(this.states);
      const b = new Int32Array(this.states);
      for (let s = 0; s < this.states; s++) {
        let best = -Infinity;
        let arg = 0;
        for (let p = 0; p < this.states; p++) {
          const v = deltas[t - 1]![p]! + this.transition(p, s);
          if (v > best) { best = v; arg = p; }
        }
        d[s] = best + node[s]!;
        b[s] = arg;
      }
      deltas.push(d);
      back.push(b);
    });
    const last = deltas.at(-1)!;
    let state = last.indexOf(Math.max(...last));
    const out = new Array<number>(positions.length);
    for (let t = positions.length - 1; t >= 0; t--) {
      out[t] = state;
      state = back[t]![state]!;
    }
    return out;
  }
}
