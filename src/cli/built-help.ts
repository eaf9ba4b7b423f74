// What help prints from beyond the command line's own files: the version (package.json) and the commands' details
// (the strategies' and learners' lists). scripts/build-cli.mjs replaces this module in the bundle it builds with the
// values computed from these same sources; run from the sources, it is empty and everything is computed on request.
export interface BuiltHelp {
  version: string;
  details: Record<string, string>;
}

export const builtHelp: BuiltHelp | undefined = undefined;
