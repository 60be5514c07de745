const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
};

/** Decodes the character references an attribute value may hold (`&amp;` in a query string). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * An https URL (a protocol-relative one counts as https), normalised; anything else is null.
 * Plain http would be mixed content on our https pages, and other schemes are never a pixel.
 *
 * @example httpsUrl('//px.example/i?a=1') // 'https://px.example/i?a=1'
 */
export function httpsUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

// An attribute: its name, then an optional value in double quotes, single quotes or bare. Walking
// the tag attribute by attribute keeps a `src=` written inside another attribute's value out.
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The impression pixel URLs of an ad's `impr_html` (shape A), read as text and never inserted
 * into the page: the `src` of each `<img>` outside comments, scripts and styles, or the snippet
 * itself when it is a bare URL; https only, each URL once, in order.
 *
 * @example impressionPixels('<img src="https://px.example/i?a=1&amp;b=2" width="1" height="1">') // ['https://px.example/i?a=1&b=2']
 */
export function impressionPixels(html: string): string[] {
  const snippet = html.trim();
  if (snippet === '') return [];
  if (!snippet.includes('<')) {
    const url = httpsUrl(decodeEntities(snippet));
    return url ? [url] : [];
  }
  const visible = snippet
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '');
  const urls: string[] = [];
  for (const [, attributes = ''] of visible.matchAll(/<img\b((?:[^>"']|"[^"]*"|'[^']*')*)>?/gi)) {
    for (const [, name, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      if (name?.toLowerCase() !== 'src') continue;
      const url = httpsUrl(decodeEntities(double ?? single ?? bare ?? ''));
      if (url && !urls.includes(url)) urls.push(url);
      break;
    }
  }
  return urls;
}
