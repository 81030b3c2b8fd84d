/**
 * RSS 2.0 / RSS 1.0 / Atom to one item shape. Parsed with fast-xml-parser with entity
 * processing off (no DOCTYPE entities, so no expansion attacks); the five XML entities and
 * character references are decoded here. Text is reduced to plain text: the H5 never renders
 * a feed's markup. Links are kept only when http(s).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FeedError } from './fetch.js';

export interface FeedItem {
  id: string;
  title: string;
  link: string;
  summary: string;
  /** Seconds, or null when the feed gives no usable date. */
  publishedAt: number | null;
}

export interface ParsedFeed {
  title: string;
  link: string;
  items: FeedItem[];
}

export const MAX_ITEMS = 50;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  htmlEntities: false,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const n = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : '';
    }
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

/** Text of a node: a string, a `#text`, or nothing. */
function textOf(v: unknown): string {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return textOf(v[0]);
  if (v && typeof v === 'object' && '#text' in v) return textOf((v as Record<string, unknown>)['#text']);
  return '';
}

// eslint-disable-next-line no-control-regex -- control characters are dropped
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Markup (escaped or not) down to plain text, whitespace collapsed, bounded. */
export function plainText(raw: string, max: number): string {
  const once = decode(raw);
  // Escaped HTML in a description decodes to tags: strip them, then decode what they held.
  const stripped = decode(once.replace(/<[^>]*>/g, ' '));
  return stripped.replace(CONTROL, '').replace(/\s+/g, ' ').trim().slice(0, max);
}

function httpLink(s: string): string {
  const v = decode(s).trim();
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString().slice(0, 2000) : '';
  } catch {
    return '';
  }
}

function seconds(s: string): number | null {
  const t = Date.parse(decode(s).trim());
  return Number.isFinite(t) ? Math.floor(t / 1000) : null;
}

const list = (v: unknown): Record<string, unknown>[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(
    (x): x is Record<string, unknown> => !!x && typeof x === 'object',
  );

/** Atom's `<link rel="alternate" href>` (or the first link without rel). */
function atomLink(v: unknown): string {
  const links = Array.isArray(v) ? v : [v];
  for (const l of links) {
    if (l && typeof l === 'object') {
      const o = l as Record<string, unknown>;
      const rel = typeof o['@_rel'] === 'string' ? o['@_rel'] : 'alternate';
      if (rel === 'alternate' && typeof o['@_href'] === 'string') return httpLink(o['@_href']);
    }
  }
  return '';
}

function rssItem(o: Record<string, unknown>): FeedItem {
  const link = httpLink(textOf(o.link));
  return {
    id: plainText(textOf(o.guid) || link || textOf(o.title), 500),
    title: plainText(textOf(o.title), 300),
    link,
    summary: plainText(textOf(o.description) || textOf(o.encoded), 500),
    publishedAt: seconds(textOf(o.pubDate) || textOf(o.date)),
  };
}

function atomEntry(o: Record<string, unknown>): FeedItem {
  const link = atomLink(o.link);
  return {
    id: plainText(textOf(o.id) || link || textOf(o.title), 500),
    title: plainText(textOf(o.title), 300),
    link,
    summary: plainText(textOf(o.summary) || textOf(o.content), 500),
    publishedAt: seconds(textOf(o.published) || textOf(o.updated)),
  };
}

export function parseFeed(body: Buffer): ParsedFeed {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^\s*</.test(text) || XMLValidator.validate(text) !== true)
    throw new FeedError('not_xml', 'the answer is not XML');
  if (/<!ENTITY/i.test(text)) throw new FeedError('not_feed', 'feeds declaring entities are refused');
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text) as Record<string, unknown>;
  } catch {
    throw new FeedError('not_xml', 'the answer is not XML');
  }
  const rss = doc.rss as Record<string, unknown> | undefined;
  const channel = list(rss?.channel)[0];
  if (channel) {
    return {
      title: plainText(textOf(channel.title), 300),
      link: httpLink(textOf(channel.link)),
      items: list(channel.item).slice(0, MAX_ITEMS).map(rssItem),
    };
  }
  const feed = list(doc.feed)[0];
  if (feed) {
    return {
      title: plainText(textOf(feed.title), 300),
      link: atomLink(feed.link),
      items: list(feed.entry).slice(0, MAX_ITEMS).map(atomEntry),
    };
  }
  const rdf = list(doc.RDF)[0];
  if (rdf) {
    const ch = list(rdf.channel)[0] ?? {};
    return {
      title: plainText(textOf(ch.title), 300),
      link: httpLink(textOf(ch.link)),
      items: list(rdf.item).slice(0, MAX_ITEMS).map(rssItem),
    };
  }
  throw new FeedError('not_feed', 'the document is not an RSS or Atom feed');
}
