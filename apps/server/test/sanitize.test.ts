/**
 * The rich-text sanitizer (platform/sanitize.ts) against a corpus of XSS payloads, on its own
 * and through every content field: rich text keeps only the portal's markup; plain-text fields
 * are stored exactly as typed and answered as text, never as markup.
 */
import { E, type ContentDetail, type ContentItem } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/platform/sanitize.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';

/** Classic and modern payloads: script, handlers, URL schemes, SVG/MathML, styles, frames, parser tricks. */
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)" />',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert(1)`>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<img src=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img/src/onerror=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">X</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="x" onclick="alert(1)">x</a>',
  '<a href="x" onmouseover=alert(1)>x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">',
  '<div onpointerover="alert(1)">x</div>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<p><a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a></p>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<object type="text/x-scriptlet" data="http://evil.example/x.sct"></object>',
  '<div id="x" tabindex="1" onfocusin="alert(1)">x</div>',
  '<h1 onclick="alert(1)" class="x" id="y">x</h1>',
  '<span style="position:fixed;top:0;left:0;width:100%;height:100%">cover</span>',
];

/** What must never be left in sanitized rich text. */
function assertSafe(html: string): void {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/<script/);
  expect(lower).not.toMatch(/<(iframe|object|embed|svg|math|style|link|meta|base|form|input|button|select|textarea|body|video|audio|template|details|marquee|isindex|xmp|noscript)\b/);
  expect(lower).not.toMatch(/<[^>]*[\s/]on[a-z]+\s*=/);
  expect(lower).not.toMatch(/<[^>]*\sstyle\s*=/);
  expect(lower).not.toMatch(/<[^>]*\s(class|id|background|formaction|srcdoc|xlink:href)\s*=/);
  // No dangerous scheme in any URL attribute, quoted or not, after decoding character references.
  for (const m of html.matchAll(/\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|([^\s>]*))/gi)) {
    const raw = m[2] ?? m[3] ?? m[4] ?? m[5] ?? '';
    const v = raw
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
      // eslint-disable-next-line no-control-regex -- browsers skip control characters in schemes
      .replace(/[\s\u0000-\u001f]/g, '')
      .toLowerCase();
    expect(v).not.toMatch(/^(javascript|vbscript|data:text|data:image\/svg)/);
    if (m[1]?.toLowerCase() === 'href') expect(v.startsWith('data:')).toBe(false);
    expect(v.startsWith('//')).toBe(false);
  }
}

describe('sanitizeRichText', () => {
  it(`removes everything dangerous from ${XSS.length} payloads`, () => {
    expect(XSS.length).toBeGreaterThanOrEqual(50);
    for (const p of XSS) assertSafe(sanitizeRichText(p));
  });

  it('has checks that catch the raw payloads (the corpus test can fail)', () => {
    const caught = XSS.filter((p) => {
      try {
        assertSafe(p);
        return false;
      } catch {
        return true;
      }
    });
    expect(XSS.filter((p) => !caught.includes(p))).toEqual([]);
  });

  it('keeps the markup the portal allows', () => {
    const keep = [
      '<p>段落 <strong>粗</strong> <em>斜</em> <u>下</u> <s>删</s> <sub>1</sub><sup>2</sup></p>',
      '<h2>标题</h2><h3>小标题</h3>',
      '<ul><li>一</li><li>二</li></ul><ol start="3"><li>三</li></ol>',
      '<blockquote>引用</blockquote><pre><code>code</code></pre><hr />',
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="2">格</td><td>格</td></tr></tbody></table>',
      '<p><img src="/site/attach?file=all/2026/11/a.png" alt="图" width="320" /></p>',
      '<p><img src="https://cdn.example/x.jpg" alt="x" /></p>',
    ];
    for (const html of keep) expect(sanitizeRichText(html)).toBe(html);
  });

  it('forces rel=noopener on links and keeps only http(s) and relative targets', () => {
    expect(sanitizeRichText('<a href="https://example.edu/a" target="_blank">a</a>')).toBe(
      '<a href="https://example.edu/a" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="/site/notice/noticepage?id=1">a</a>')).toBe('<a href="/site/notice/noticepage?id=1" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)" target="_top">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="mailto:x@example.edu">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
  });

  it('allows data: URLs only for raster images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeRichText(`<img src="${png}" />`)).toBe(`<img src="${png}" />`);
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=" />')).toBe('');
    expect(sanitizeRichText(`<a href="${png}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('drops the text of removed script and style elements', () => {
    expect(sanitizeRichText('<p>a</p><script>var secret=1</script><style>p{}</style>')).toBe('<p>a</p>');
  });
});

describe('through the content API', () => {
  let t: TestApp;
  let manager: Client;
  let student: Client;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await loginAs(t.app, 'manager');
    student = await loginAs(t.app, 'student');
  });
  afterAll(() => t.close());

  it('sanitizes every rich-text body and stores plain-text fields exactly as typed', async () => {
    for (const p of XSS) {
      const title = p.slice(0, 200).trim();
      const c = await manager.post<ContentItem>('/api/content/create', { kind: 'news', title, summary: p, body: `<p>ok</p>${p}`, audience: { site: true } });
      expect(c.e, `${c.m} for ${p}`).toBe(E.OK);
      assertSafe(c.d.body);
      expect(c.d.body.startsWith('<p>ok</p>')).toBe(true);
      expect((await manager.post('/api/content/publish', { id: c.d.id })).e).toBe(E.OK);

      const r = await student.get<ContentDetail>('/api/content/detail', { id: c.d.id });
      assertSafe(r.d.body);
      // Plain text: byte for byte what was typed (clients render it as text, never as HTML).
      expect(r.d.title).toBe(title);
      expect(r.d.summary).toBe(p.trim());
      const row = await t.app.platform.db.selectFrom('content_items').select(['title', 'summary', 'body']).where('id', '=', c.d.id).executeTakeFirstOrThrow();
      expect(row.title).toBe(title);
      assertSafe(row.body);
    }
  });

  it('sanitizes updates and previews the same way', async () => {
    const c = await manager.post<ContentItem>('/api/content/create', { kind: 'notice', title: 't', body: '<p>x</p>', audience: { site: true } });
    for (const p of XSS) {
      const u = await manager.post<ContentItem>('/api/content/update', { id: c.d.id, title: 't', body: p, audience: { site: true } });
      expect(u.e, u.m).toBe(E.OK);
      assertSafe(u.d.body);
      const pv = await manager.post<{ body: string }>('/api/content/preview', { kind: 'notice', body: p });
      assertSafe(pv.d.body);
      expect(pv.d.body).toBe(u.d.body);
    }
  });

  it('stores category names as plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const c = await manager.post<{ name: string }>('/api/content/category-save', { kind: 'news', name });
    expect(c.d.name).toBe(name);
    const list = await student.get<{ list: { name: string }[] }>('/api/content/categories', { kind: 'news' });
    expect(list.d.list.map((x) => x.name)).toContain(name);
  });
});
