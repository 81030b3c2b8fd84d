import { describe, expect, it } from 'vitest';
import { safeRichText } from './richtext';

describe('rich text (client pass)', () => {
  it('keeps the portal markup', () => {
    const html =
      '<p>Hi <strong>all</strong> <a href="https://x.org/a" target="_blank">link</a></p><img src="/site/attach?file=all/a.jpg" alt="a">';
    const out = safeRichText(html);
    expect(out).toContain('<strong>all</strong>');
    expect(out).toContain('href="https://x.org/a"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('src="/site/attach?file=all/a.jpg"');
  });

  it.each([
    ['<img src=x onerror=alert(1)>', 'onerror'],
    ['<script>alert(1)</script>', 'script'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['<a href="//evil.example/x">x</a>', 'evil.example'],
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<svg><script>alert(1)</script></svg>', 'svg'],
    ['<p style="background:url(javascript:alert(1))">x</p>', 'style'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', 'svg+xml'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'data:'],
    ['<form action="/x"><input name="a"></form>', 'form'],
    ['<p onclick="alert(1)">x</p>', 'onclick'],
  ])('drops %s', (html, bad) => {
    expect(safeRichText(html).toLowerCase()).not.toContain(bad);
  });

  it('keeps raster data images', () => {
    expect(safeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('data:image/png');
  });

  it('answers empty text for nothing', () => {
    expect(safeRichText(null)).toBe('');
    expect(safeRichText('')).toBe('');
  });
});
