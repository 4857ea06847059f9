// Small helpers shared by the generators of docs/: table cells and numbers as people read them.

/** Escapes what would break a markdown table cell. */
export function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** A markdown table from a header row and body rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A number with thousands separators, as the reference writes limits (`3,072`). */
export function n(value: number): string {
  return value.toLocaleString('en-US');
}

/** An inline code span. */
export function code(text: string): string {
  return `\`${text}\``;
}
