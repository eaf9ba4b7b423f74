/** The most pages one crawl run may fetch: a larger crawl is better split by institution or resumed. */
export const maxPagesLimit = 100_000;
