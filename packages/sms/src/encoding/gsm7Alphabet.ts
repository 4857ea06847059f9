// GSM 03.38 (3GPP TS 23.038) default alphabet and its extension table, as SMPP carries it
// with data_coding 0: one septet per octet, unpacked; an extension character is ESC (0x1B)
// followed by its code, two septets.

/** The 128 characters of the default alphabet by code; ESC (0x1B) holds a placeholder no text can use. */
const DEFAULT_ALPHABET =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u{FFFF}ÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The escape septet that announces a character of the extension table. */
const GSM7_ESCAPE = 0x1b;

/** The extension table: character → code after the escape. */
const EXTENSION: ReadonlyMap<string, number> = new Map([
  ['\f', 0x0a],
  ['^', 0x14],
  ['{', 0x28],
  ['}', 0x29],
  ['\\', 0x2f],
  ['[', 0x3c],
  ['~', 0x3d],
  [']', 0x3e],
  ['|', 0x40],
  ['€', 0x65],
]);

const DEFAULT_CODES: ReadonlyMap<string, number> = new Map(
  [...DEFAULT_ALPHABET].flatMap((character, code) => (code === GSM7_ESCAPE ? [] : [[character, code] as const])),
);

/** The septets of one character in GSM 7-bit (its code, or the escape then its code), or undefined when the alphabet lacks it. */
export function gsm7Septets(character: string): readonly number[] | undefined {
  const code = DEFAULT_CODES.get(character);
  if (code !== undefined) return [code];
  const extension = EXTENSION.get(character);
  return extension === undefined ? undefined : [GSM7_ESCAPE, extension];
}

/** True when every character of `text` is in the default alphabet or its extension table. */
export function isGsm7(text: string): boolean {
  for (const character of text) if (gsm7Septets(character) === undefined) return false;
  return true;
}

/** The text of unpacked GSM 7-bit septets; an unknown code or a dangling escape reads as a space. */
export function decodeGsm7(septets: Uint8Array): string {
  const byExtensionCode = new Map([...EXTENSION].map(([character, code]) => [code, character]));
  let text = '';
  for (let index = 0; index < septets.length; index += 1) {
    const septet = septets[index] ?? 0;
    if (septet === GSM7_ESCAPE) {
      index += 1;
      text += byExtensionCode.get(septets[index] ?? -1) ?? ' ';
    } else text += DEFAULT_ALPHABET[septet] ?? ' ';
  }
  return text;
}
