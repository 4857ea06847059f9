// What a markdown file links to, and the anchors its headings make, as GitHub renders them.

/** A link of a markdown file: its target and the line it is on. */
export interface MarkdownLink {
  /** The target as written, e.g. `../docs/api.md#8-limits`. */
  readonly target: string;
  /** 1-based line number. */
  readonly line: number;
}

const LINK = /\]\(([^()\s]+)\)/g;
const FENCE = /^\s*```/;

/** Every inline link outside fenced code blocks. */
export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const match of line.matchAll(LINK)) links.push({ target: match[1] as string, line: index + 1 });
  });
  return links;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of every heading of a markdown file, outside fenced code blocks. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(headingAnchor(heading[1] as string));
  }
  return anchors;
}
