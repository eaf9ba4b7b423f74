// Builds the web page into web/dist, which the coursegraph server serves at /. `npm run dev:web` serves it
// with hot reload and sends /graphql and /export to a server on :4000.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: true },
  server: { proxy: { '/graphql': 'http://127.0.0.1:4000', '/export': 'http://127.0.0.1:4000' } },
  logLevel: 'warn',
});
