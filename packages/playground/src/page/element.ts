/** Attributes of {@link element}: strings set as attributes, `false`/`undefined` left out. */
export type Attributes = Readonly<Record<string, string | false | undefined>>;

/** A child of {@link element}: a node, text (never parsed as HTML), or nothing. */
export type Child = Node | string | false | undefined;

/** An HTML element with attributes and children; text is always set as text, never as markup. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined && value !== false) node.setAttribute(name, value);
  for (const child of children) if (child !== undefined && child !== false) node.append(child);
  return node;
}

/** The element of `id` in the page, of the type expected; throws when the page lacks it. */
export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the page has no ${type.name} #${id}`);
  return found;
}
