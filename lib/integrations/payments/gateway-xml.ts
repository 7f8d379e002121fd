// The hosted-form gateway's XML (NMI's Three-Step Redirect API): requests and answers are one
// root element holding simple elements, some grouped one level down (<billing>…</billing>).
// That is all this reads and writes; it is not a general XML parser.

export type XmlFields = { [name: string]: string | number | null | undefined | XmlFields };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const UNESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, entity: string) => {
    if (entity[0] !== '#') return UNESCAPES[entity.toLowerCase()] ?? match;
    const code = entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : match;
  });
}

function elements(fields: XmlFields, indent: string): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) =>
      typeof value === 'object'
        ? `${indent}<${name}>\n${elements(value as XmlFields, `${indent}  `)}${indent}</${name}>\n`
        : `${indent}<${name}>${escapeXml(String(value))}</${name}>\n`,
    )
    .join('');
}

/** `<?xml …?><root>` with `fields` as elements; null and undefined are left out. */
export function toXml(root: string, fields: XmlFields): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>\n${elements(fields, '  ')}</${root}>\n`;
}

export type ParsedXml = {
  root: string;
  fields: Record<string, string>;
  groups: Record<string, Record<string, string>>;
};

const ELEMENT = /<([A-Za-z][\w.-]*)(?:\s[^>]*)?>([\s\S]*?)<\/\1\s*>|<([A-Za-z][\w.-]*)(?:\s[^>]*)?\/>/g;

/**
 * The root's name, its simple elements (`fields`) and its one-level groups (`groups.billing`).
 * Null when the text is not one root element.
 */
export function parseXml(text: string): ParsedXml | null {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  const root = /^<([A-Za-z][\w.-]*)(?:\s[^>]*)?>([\s\S]*)<\/\1\s*>$/.exec(body);
  if (!root) return null;
  const fields: Record<string, string> = {};
  const groups: Record<string, Record<string, string>> = {};
  for (const match of root[2].matchAll(ELEMENT)) {
    const name = match[1] ?? match[3];
    const content = match[2] ?? '';
    if (/<[A-Za-z]/.test(content)) {
      const group: Record<string, string> = {};
      for (const inner of content.matchAll(ELEMENT)) group[inner[1] ?? inner[3]] = unescapeXml((inner[2] ?? '').trim());
      groups[name] = group;
    } else {
      fields[name] = unescapeXml(content.trim());
    }
  }
  return { root: root[1], fields, groups };
}
