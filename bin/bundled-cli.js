// The bundled command line (dist/cli.mjs, built from src/cli by scripts/build-cli.mjs at install) answers help,
// version and usage errors without starting tsx, which alone takes about half a second. It is used only while none
// of the files it was built from (listed beside it) is as new as it, so an edited source is never answered by a
// stale bundle: the sources answer instead.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const defaultBundle = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));

/** The list of a bundle's source files: { root (relative to the list's folder), inputs (relative to root) }. */
export function inputsFile(bundle) {
  return bundle.replace(/\.mjs$/, '.inputs.json');
}

export function isFresh(bundle) {
  try {
    const built = fs.statSync(bundle).mtimeMs;
    const list = inputsFile(bundle);
    const { root, inputs } = JSON.parse(fs.readFileSync(list, 'utf8'));
    const base = path.resolve(path.dirname(list), root);
    return inputs.length > 0 && inputs.every((file) => fs.statSync(path.resolve(base, file)).mtimeMs < built);
  } catch {
    return false; // missing, unreadable, or an input was removed
  }
}

/** The bundle's answer to argv; undefined when a command is to run, or the bundle is missing, stale or failed. */
export async function answerFromBundle(argv, bundle = defaultBundle) {
  if (!isFresh(bundle)) return undefined;
  try {
    const { interpret } = await import(pathToFileURL(bundle).href);
    return (await interpret(argv)).answer;
  } catch {
    return undefined; // the sources answer, with their own error if there is one
  }
}
