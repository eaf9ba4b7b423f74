/** The most pages one crawl run may fetch: a larger crawl is better split by institution or resumed. Every way of
 * starting a crawl (the command line, the API, the configured default) holds to it. A module of its own, without
 * dependencies: the bundled command line's help reads it. */
export const maxPagesLimit = 100_000;
