// Minimal Jest transformer: esbuild strips types and keeps ES module syntax.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'ts',
      format: 'esm',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code, map };
  },
};
