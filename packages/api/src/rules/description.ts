/**
 * The description filter (spec section 5): rich descriptions written in the console are shown
 * as HTML in the apps, so everything except line breaks and images is stripped. Tags are removed
 * and their text kept; script, style and similar contents are dropped with their tags. An image
 * survives only with a `src` that is http(s), root-relative, or a data URL of a raster format;
 * any other attribute (event handlers, style, srcset ...) goes.
 *
 * DOMPurify does the parsing and the stripping (never regexes over HTML). It needs a DOM: the
 * browser's window by default, or one passed in (jsdom in node).
 */
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/** http(s) URLs, root-relative paths (not `//host` or `/\host`), raster data URLs. */
const SAFE_SRC =
  /^(?:https?:\/\/[^\s\\"'<>`]+|\/(?![/\\])[^\s\\"'<>`]*|data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+={0,2})$/i;

export function isSafeImageSrc(src: string): boolean {
  return SAFE_SRC.test(src.trim());
}

const CONFIG = {
  ALLOWED_TAGS: ['br', 'img'],
  ALLOWED_ATTR: ['src'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

const instances = new WeakMap<object, DOMPurify>();

function purifierFor(win: WindowLike): DOMPurify {
  let purifier = instances.get(win);
  if (!purifier) {
    purifier = createDOMPurify(win);
    // Hooks live on this private instance so other users of DOMPurify are not affected.
    purifier.addHook('uponSanitizeAttribute', (_node, event) => {
      if (event.attrName === 'src' && !isSafeImageSrc(event.attrValue)) event.keepAttr = false;
    });
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.parentNode?.removeChild(node);
    });
    instances.set(win, purifier);
  }
  return purifier;
}

export function filterDescription(html: string | null | undefined, win?: WindowLike): string {
  if (!html) return '';
  const target = win ?? (typeof window === 'undefined' ? undefined : window);
  if (!target) throw new Error('filterDescription needs a DOM window (pass one, e.g. from jsdom, outside the browser)');
  const purifier = purifierFor(target);
  if (!purifier.isSupported) throw new Error('this window cannot run the description filter');
  return purifier.sanitize(String(html), CONFIG);
}
