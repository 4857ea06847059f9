// A real `gc()` to call between measurements, so that none pays for the garbage of the one
// before (same effect as `node --expose-gc`).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** Runs a full garbage collection. */
export const collectGarbage = runInNewContext('gc') as () => void;
