// What the apprentices of this process cost and learned from, for bench/harvest (each crawl adds to it).
export const apprenticeProbe = {
  updateMs: 0,
  featureMs: 0,
  /** Rescoring queued links with what was learned since they were queued. */
  rescoreMs: 0,
  /** Writing the learned state for the crawl's snapshots (the wrapped strategy's own included). */
  snapshotMs: 0,
  pages: 0,
  onInstance: undefined as ((features: string[], high: boolean, site: string) => void) | undefined,
  /** Instances given to onInstance carry terms up to this offset (the apprentice itself uses its own dMax). */
  recordDMax: 0,
};
