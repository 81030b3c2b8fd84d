import { describe, expect, it } from 'vitest';
import { downloadUrl, formatSize, previewKind, typeLabel } from './format';

describe('library helpers', () => {
  it('writes sizes people read', () => {
    expect(formatSize(532)).toBe('532 B');
    expect(formatSize(12_700)).toBe('12.4 KB');
    expect(formatSize(3_250_000)).toBe('3.1 MB');
    expect(formatSize(250 * 1024 * 1024)).toBe('250 MB');
  });

  it('previews images and PDF only', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeNull();
  });

  it('labels a file by its extension', () => {
    expect(typeLabel('选课指南.PDF')).toBe('PDF');
    expect(typeLabel('README')).toBe('FILE');
  });

  it('addresses the guarded download, never the attachment store', () => {
    expect(downloadUrl('f1', false)).toBe('/api/files/download?id=f1');
    expect(downloadUrl('f1', true, 'pku')).toBe('/api/files/download?id=f1&inline=1&site=pku');
  });
});
