// Checks that README code blocks are verbatim copies of regions of the programs in examples/.
// A block is marked by the line before it: <!-- example: examples/express.ts#server -->. The
// region is the lines between `// #region server` and the next `// #endregion` in that file.

/** The headings of sections whose code blocks must all be marked copies of an example. */
const EXAMPLE_SECTIONS = new Set(['## Example', '## Quick example', '## Mounting the endpoint']);
/** Code block languages that are programs (shell and console transcripts are not). */
const PROGRAM_LANGUAGES = new Set(['ts', 'typescript', 'js', 'javascript']);
const MARKER = /^<!-- example: (\S+)#(\S+) -->$/;

/** One fenced code block of a README. */
interface CodeBlock {
  /** Its 1-based line number (the opening fence). */
  readonly line: number;
  /** The language after the fence, e.g. `ts`. */
  readonly language: string;
  /** The lines between the fences, joined by `\n`. */
  readonly code: string;
  /** The `## ` heading it sits under, or '' before the first. */
  readonly section: string;
  /** The example file and region named by the marker on the line before, if any. */
  readonly marker: { readonly file: string; readonly region: string } | undefined;
  /** The text of the few lines before the marker (or the fence): where a reader looks for the step a copy needs. */
  readonly lead: string;
}

/** How many lines before a marked block may say the step its copy needs. */
const LEAD_LINES = 6;
/** The step an ES module needs in a fresh `npm init -y` project (CommonJS by default). */
const MODULE_STEP = 'npm pkg set type=module';

/** Every fenced code block of `markdown`, with its section and marker. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  let section = '';
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.startsWith('## ')) section = line.trim();
    const fence = /^```(\S*)\s*$/.exec(line);
    if (fence === null) continue;
    const end = lines.indexOf('```', i + 1);
    if (end === -1) throw new Error(`line ${i + 1}: code block never closed`);
    const marked = MARKER.exec((lines[i - 1] ?? '').trim());
    const marker = marked === null ? undefined : { file: marked[1] ?? '', region: marked[2] ?? '' };
    const lead = lines.slice(Math.max(0, i - 1 - LEAD_LINES), i - 1).join('\n');
    blocks.push({ line: i + 1, language: fence[1] ?? '', code: lines.slice(i + 1, end).join('\n'), section, marker, lead });
    i = end;
  }
  return blocks;
}

/** The line indexes of `// #region name` and of the next `// #endregion` in `lines`, or undefined. */
function regionBounds(lines: readonly string[], name: string): { start: number; end: number } | undefined {
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  const end = lines.findIndex((line, index) => index > start && line.trim().startsWith('// #endregion'));
  return start === -1 || end === -1 ? undefined : { start, end };
}

/** The lines of `source` between `// #region name` and the next `// #endregion`, or undefined. */
function regionOf(source: string, name: string): string | undefined {
  const lines = source.split('\n');
  const bounds = regionBounds(lines, name);
  return bounds === undefined ? undefined : lines.slice(bounds.start + 1, bounds.end).join('\n');
}

/** True when `source` has code outside its region `name` (anything but comments and blank lines). */
function hasCodeOutside(source: string, name: string): boolean {
  const lines = source.split('\n');
  const { start, end } = regionBounds(lines, name) ?? { start: lines.length, end: lines.length };
  return [...lines.slice(0, start), ...lines.slice(end + 1)].some((line) => line.trim() !== '' && !line.trim().startsWith('//'));
}

/**
 * What is wrong with the README `markdown` (named `name` in messages): marked blocks that are
 * not their region verbatim, regions that are not the whole program (a copy would not run
 * alone), markers of missing files or regions, program blocks of an Example section
 * without a marker, and copies of an ES module (any example but `.cjs`) that do not say beside
 * them, within the lines before the marker, the one step a fresh `npm init -y` project needs
 * ({@link MODULE_STEP}). `readExample` reads a file by its repository path, or
 * returns undefined when there is none.
 */
export function readmeProblems(name: string, markdown: string, readExample: (path: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const block of codeBlocks(markdown)) {
    const where = `${name}:${block.line}`;
    if (block.marker === undefined) {
      if (EXAMPLE_SECTIONS.has(block.section) && PROGRAM_LANGUAGES.has(block.language)) {
        problems.push(`${where}: a ${block.language} block in "${block.section}" must be a marked copy of an example region`);
      }
      continue;
    }
    const { file, region } = block.marker;
    const source = readExample(file);
    const expected = source === undefined ? undefined : regionOf(source, region);
    if (source === undefined) problems.push(`${where}: no file ${file}`);
    else if (expected === undefined) problems.push(`${where}: no region "${region}" in ${file}`);
    else if (expected !== block.code) problems.push(`${where}: differs from ${file}#${region}; paste the region again`);
    else if (hasCodeOutside(source, region)) problems.push(`${where}: ${file} has code outside the region "${region}": the copy would not run alone`);
    else if (!file.endsWith('.cjs') && !block.lead.includes(MODULE_STEP)) problems.push(`${where}: ${file} is an ES module: say beside it the step a fresh npm init -y project needs (${MODULE_STEP})`);
  }
  return problems;
}
