/** The rendered HTML as the browser will read it (innerHTML of a div), to check structure, not strings. */
export function parseHtml(html: string): HTMLDivElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

/** Every attribute in the tree, as [element, name, value]. */
export function allAttributes(root: Element): [Element, string, string][] {
  const out: [Element, string, string][] = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const attr of el.attributes) out.push([el, attr.name, attr.value]);
  }
  return out;
}

/** What would run script if the HTML were put into a page. */
export function activeContent(html: string): string[] {
  const root = parseHtml(html);
  const found: string[] = [];
  for (const el of root.querySelectorAll('script, iframe, object, embed, foreignObject, style')) found.push(`<${el.tagName}>`);
  for (const [el, name, value] of allAttributes(root)) {
    if (/^on/i.test(name)) found.push(`${el.tagName} ${name}`);
    // Browsers ignore tabs, newlines and other control characters inside a URL's scheme.
    const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
    if (/^(?:javascript|vbscript|data):/i.test(squeezed)) found.push(`${el.tagName} ${name}=${value}`);
    if (/url\s*\(/i.test(value)) found.push(`${el.tagName} ${name}=${value}`);
  }
  return found;
}
