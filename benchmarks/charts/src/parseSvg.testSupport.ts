// For the tests: an SVG string checked as well-formed XML and read back as plain elements.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One element read back: its name, attributes, text (entities decoded) and children. */
export interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Element[];
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

/** Converts fast-xml-parser's ordered output into elements. */
function toElements(nodes: readonly Ordered[]): Element[] {
  return nodes.flatMap((node) => {
    const name = Object.keys(node).find((key) => key !== ':@');
    if (name === undefined || name === '#text') return [];
    const content = node[name] as Ordered[];
    const text = content.map((child) => (child['#text'] === undefined ? '' : String(child['#text']))).join('');
    return [{ name, attributes: node[':@'] ?? {}, text, children: toElements(content) }];
  });
}

/** Throws unless `svg` is well-formed XML; its root element otherwise. */
export function parseSvg(svg: string): Element {
  const verdict = XMLValidator.validate(svg);
  if (verdict !== true) throw new Error(`not well-formed XML: ${verdict.err.msg} at line ${verdict.err.line}`);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, parseTagValue: false, parseAttributeValue: false, trimValues: false });
  const [root] = toElements(parser.parse(svg) as Ordered[]);
  if (root === undefined) throw new Error('no root element');
  return root;
}

/** Every element under `root` (itself included) named `name`, in document order. */
export function findAll(root: Element, name: string): Element[] {
  return [...(root.name === name ? [root] : []), ...root.children.flatMap((child) => findAll(child, name))];
}

/** The texts of every `<text>` under `root`. */
export const texts = (root: Element): string[] => findAll(root, 'text').map((element) => element.text);
