import { describe, expect, it } from 'vitest';
import { textToHtml } from './text';

describe('textToHtml', () => {
  it('makes one escaped paragraph of each non-empty line', () => {
    expect(textToHtml('第一段\n\n  <b>第二段</b> \r\n"3" & \'4\'')).toBe('<p>第一段</p><p>&lt;b&gt;第二段&lt;/b&gt;</p><p>&quot;3&quot; &amp; &#39;4&#39;</p>');
  });
  it('gives nothing for blank text', () => {
    expect(textToHtml(' \n\t\n')).toBe('');
  });
});
