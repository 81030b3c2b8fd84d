// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { filterDescription, isSafeImageSrc } from './description.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Parses the filtered HTML and checks that only br and img with one safe src are left. */
function assertOnlySafe(out: string): void {
  const tpl = document.createElement('template');
  tpl.innerHTML = out;
  for (const el of tpl.content.querySelectorAll('*')) {
    expect(['BR', 'IMG']).toContain(el.tagName);
    const attrs = [...el.attributes].map((a) => a.name);
    if (el.tagName === 'BR') expect(attrs).toEqual([]);
    if (el.tagName === 'IMG') {
      expect(attrs).toEqual(['src']);
      expect(isSafeImageSrc(el.getAttribute('src') ?? '')).toBe(true);
    }
  }
  // Text may mention anything (it is escaped); the only markup left is br and img src="...".
  expect(out.replace(/<br>|<img src="[^"<>]*">/g, '')).not.toContain('<');
}

const XSS: [string, string][] = [
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror with safe src', '<img src="/a.png" onerror="alert(1)">'],
  ['javascript: src', '<img src="javascript:alert(1)">'],
  ['javascript: src with entities', '<img src="jav&#x61;script:alert(1)">'],
  ['javascript: src with tab', '<img src="jav\tascript:alert(1)">'],
  ['javascript: src with leading space', '<img src=" javascript:alert(1)">'],
  ['vbscript src', '<img src="vbscript:msgbox(1)">'],
  ['data:text/html src', '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
  ['data svg src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['protocol-relative src', '<img src="//evil.example/x.png">'],
  ['backslash host src', '<img src="/\\evil.example/x.png">'],
  ['script tag', '<script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['svg onload', '<svg onload=alert(1)><circle r=1 /></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['style attribute', '<br style="background:url(javascript:alert(1))">'],
  ['anchor href', '<a href="javascript:alert(1)">click</a>'],
  ['body onload', '<body onload=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['nested unclosed', '<<script>alert(1);//<</script>'],
  ['malformed img', '<img """><script>alert(1)</script>">'],
  ['broken attribute quote', '<img src="/ok.png"onerror="alert(1)">'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['input autofocus', '<input autofocus onfocus=alert(1)>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link stylesheet', '<link rel=stylesheet href="https://evil.example/x.css">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x">'],
  ['uppercase tags', '<IMG SRC="JaVaScRiPt:alert(1)"><SCRIPT>alert(1)</SCRIPT>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['cdata', '<![CDATA[<script>alert(1)</script>]]>'],
  ['video poster', '<video poster="javascript:alert(1)"><source onerror=alert(1)></video>'],
  ['entity-encoded tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['br with handler', '<br onclick=alert(1)>'],
  ['img with id and class', '<img src="/a.png" id="x" class="y" name="z">'],
];

describe('description filter (spec section 5)', () => {
  it('keeps line breaks, images with a safe src, and the text of other tags', () => {
    const out = filterDescription(
      '<p>Line <b>one</b></p><br/><div>two<img src="https://cdn.example/a.png" alt="x"></div>',
    );
    expect(out).toBe('Line one<br>two<img src="https://cdn.example/a.png">');
  });

  it.each([
    ['https://cdn.example/p.jpg'],
    ['http://a.example/b.gif?x=1'],
    ['/site/attach?file=all/a.png'],
    [PNG],
    ['data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/webp;base64,UklGRg=='],
  ])('keeps an image with src %s', (src) => {
    expect(filterDescription(`<img src="${src}">`)).toBe(`<img src="${src.replace(/&/g, '&amp;')}">`);
  });

  it('drops images without a safe src and the contents of script and style', () => {
    expect(filterDescription('a<img>b<img src="ftp://x/y.png">c<script>evil()</script><style>p{}</style>d')).toBe(
      'abcd',
    );
  });

  it('returns nothing for nothing', () => {
    expect(filterDescription('')).toBe('');
    expect(filterDescription(null)).toBe('');
    expect(filterDescription(undefined)).toBe('');
  });

  it('keeps entity-encoded text as text', () => {
    const out = filterDescription('&lt;script&gt;x&lt;/script&gt; &amp; 5 &gt; 3');
    expect(out).toBe('&lt;script&gt;x&lt;/script&gt; &amp; 5 &gt; 3');
  });

  it('works with a window passed in', () => {
    const other = document.implementation.createHTMLDocument('x').defaultView ?? window;
    expect(filterDescription('<b>x</b><br>', other)).toBe('x<br>');
  });

  it(`strips ${XSS.length} attack payloads down to br and safe img`, () => {
    expect(XSS.length).toBeGreaterThanOrEqual(30);
    for (const [name, payload] of XSS) {
      const out = filterDescription(payload);
      try {
        assertOnlySafe(out);
      } catch (err) {
        throw new Error(`${name}: ${payload} -> ${out}\n${String(err)}`);
      }
    }
  });

  it('keeps the safe part of mixed payloads', () => {
    expect(filterDescription('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png">');
    expect(filterDescription('<img src="/a.png" id="x" class="y" name="z">')).toBe('<img src="/a.png">');
    expect(filterDescription('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(filterDescription('<br onclick=alert(1)>')).toBe('<br>');
  });
});

describe('safe image sources', () => {
  it.each([
    ['https://a.example/x.png', true],
    ['/x.png', true],
    ['//evil.example/x.png', false],
    ['/\\evil.example', false],
    ['x.png', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml;base64,AAAA', false],
    ['data:image/png,rawdata', false],
    ['data:text/html;base64,AAAA', false],
    ['https://a.example/x y.png', false],
  ])('%s -> %s', (src, safe) => {
    expect(isSafeImageSrc(src)).toBe(safe);
  });
});
