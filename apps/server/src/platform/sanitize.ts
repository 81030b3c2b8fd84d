/**
 * The one rich-text sanitizer of the server. Every rich-text field is passed through
 * `sanitizeRichText` on write, so what is stored is already safe to render: only the markup
 * the portal allows survives (paragraphs, headings, lists, links, images, tables, basic inline
 * formatting); no scripts, styles, frames, SVG, event handlers or javascript:/data: URLs
 * (data: only for raster images).
 */
import sanitizeHtml from 'sanitize-html';

const TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li',
  'a', 'img',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small',
];

/** http(s), or a relative reference (path, query, fragment) that cannot carry a scheme. */
function safeHref(v: string): boolean {
  const s = v.trim();
  if (/^https?:\/\//i.test(s)) return true;
  if (s.startsWith('//')) return false;
  // Relative: no scheme before the first / ? or #.
  return !/^[^/?#]*:/.test(s);
}

const RASTER_DATA = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // The scheme checks are ours (below); sanitize-html's run first with these lists.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside removed script/style/etc. is dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'xmp', 'noembed', 'noframes', 'plaintext'],
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href && safeHref(attribs.href)) out.href = attribs.href.trim();
      if (attribs.title) out.title = attribs.title;
      if (attribs.target === '_blank') out.target = '_blank';
      out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      const src = attribs.src?.trim() ?? '';
      if (src && (RASTER_DATA.test(src) || (!src.toLowerCase().startsWith('data:') && safeHref(src)))) out.src = src;
      for (const k of ['alt', 'title'] as const) if (attribs[k]) out[k] = attribs[k];
      for (const k of ['width', 'height'] as const) if (attribs[k] && /^\d{1,4}%?$/.test(attribs[k])) out[k] = attribs[k];
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Safe HTML: only the portal's markup, with checked URLs. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text a rich-text body reads as (for summaries and search), with no markup at all. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
