// Imported before mitata: gives it a real `gc()` to run before each benchmark, so that no
// benchmark pays for the garbage of the previous one (without it mitata allocates a 1 GiB
// array and hopes for a collection). Same effect as `node --expose-gc`.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const global = globalThis as { gc?: unknown };
if (typeof global.gc !== 'function') {
  setFlagsFromString('--expose-gc');
  global.gc = runInNewContext('gc');
}
