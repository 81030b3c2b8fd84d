/**
 * Defence in depth for rich text: the server sanitizes every body on write
 * (apps/server/src/platform/sanitize.ts); the H5 passes it through DOMPurify again with the same
 * allowlist before rendering, so a row written around the server's rules still cannot run code.
 */
import DOMPurify from 'dompurify';

const TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
];
const ATTRS = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
];

/** http(s), or relative without a scheme; raster data URLs for images only. */
const SAFE_URL = /^(?:https?:\/\/|\/(?![/\\])|(?![/\\])[^:/?#\\]*(?:[/?#]|$))/i;
const RASTER_DATA = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('uponSanitizeAttribute', (node, event) => {
      if (event.attrName !== 'href' && event.attrName !== 'src') return;
      const v = event.attrValue.trim();
      const okData = event.attrName === 'src' && node.nodeName === 'IMG' && RASTER_DATA.test(v);
      if (!okData && (!SAFE_URL.test(v) || /^data:/i.test(v))) event.keepAttr = false;
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') {
        if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function safeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(String(html), {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ATTRS,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
