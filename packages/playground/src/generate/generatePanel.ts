import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '@rcs-send/core';
import { byId, element } from '../page/element';

/** Codes whose broken request can be written as JSON (an unreadable field is a getter that throws: JSON has none). */
const BREAKABLE_CODES: readonly ErrorCode[] = ERROR_CODES.filter((code) => code !== 'FIELD_UNREADABLE');

/** A random 31-bit seed. */
const randomSeed = (): number => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) >>> 1;

/** Wires the two Generate buttons: fast-check samples from the arbitraries (loaded on first click), seeded at random, clocked now; `load` takes the text and whether it is valid. */
export function wireGeneratePanel(load: (text: string, valid: boolean) => void): void {
  const rule = byId('rule', HTMLSelectElement);
  const note = byId('generated', HTMLParagraphElement);
  rule.replaceChildren(...BREAKABLE_CODES.map((code) => element('option', { value: code, title: ERROR_CATALOGUE[code].description }, code)));
  const run = async (code: ErrorCode | undefined): Promise<void> => {
    note.textContent = 'Generating…';
    const { generateInvalid, generateValid } = await import('./generate');
    const seed = randomSeed();
    const generated = code === undefined ? generateValid(new Date(), seed) : generateInvalid(code, new Date(), seed);
    load(generated.text, code === undefined);
    note.textContent =
      generated.param === undefined ? `A valid request (seed ${seed}).` : `Breaks ${code} at ${generated.param || '(request)'} (seed ${seed}).`;
  };
  const report = (error: unknown): void => void (note.textContent = `Could not generate: ${error instanceof Error ? error.message : 'error'}`);
  byId('generate-valid', HTMLButtonElement).addEventListener('click', () => void run(undefined).catch(report));
  byId('generate-invalid', HTMLButtonElement).addEventListener('click', () => void run(rule.value as ErrorCode).catch(report));
}
