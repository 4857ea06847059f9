/** `text` quoted for a POSIX shell, in single quotes. @internal */
export const _shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** `text` as one POSIX shell word: as is when it needs no quoting. @internal */
export const _shellWord = (text: string): string => (/^[\w@%+=:,./-]+$/.test(text) ? text : _shellQuote(text));
