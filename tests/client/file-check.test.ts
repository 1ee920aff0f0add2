// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { acceptsFile, checkFiles, formatFileSize } from '../../src/lib/file-check';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../src/lib/constants';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('formatFileSize', () => {
  it.each([
    [0, '0.0 B'],
    [512, '512.0 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [10_485_760, '10.0 MB'],
    [5 * 1024 ** 3, '5.0 GB'],
    [3 * 1024 ** 4, '3072.0 GB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('acceptsFile: by extension, exact MIME type, or MIME wildcard', () => {
  it('extension (case-insensitive)', () => {
    expect(acceptsFile(file('A.PNG', '', 1), ['.png'])).toBe(true);
    expect(acceptsFile(file('a.png.exe', '', 1), ['.png'])).toBe(false);
  });
  it('exact MIME', () => {
    expect(acceptsFile(file('x', 'image/webp', 1), ['image/webp'])).toBe(true);
    expect(acceptsFile(file('x', 'image/webpx', 1), ['image/webp'])).toBe(false);
  });
  it('wildcard', () => {
    expect(acceptsFile(file('x', 'image/gif', 1), ['image/*'])).toBe(true);
    expect(acceptsFile(file('x', 'application/pdf', 1), ['image/*'])).toBe(false);
  });
});

describe('checkFiles (spec §5)', () => {
  const opts = { accept: [...UPLOAD_MIME_TYPES], maxSize: UPLOAD_MAX_BYTES, maxFiles: 5 };

  it('valid files', () => {
    expect(checkFiles([file('a.jpg', 'image/jpeg', UPLOAD_MAX_BYTES)], opts)).toEqual({ isValid: true, errors: [] });
  });

  it('type not allowed: the exact message with the list', () => {
    const r = checkFiles([file('a.pdf', 'application/pdf', 10)], opts);
    expect(r.isValid).toBe(false);
    expect(r.errors).toEqual(['文件类型不支持，支持的类型：image/jpeg, image/png, image/gif, image/webp']);
  });

  it('too large: the exact message with the limit', () => {
    const r = checkFiles([file('a.png', 'image/png', UPLOAD_MAX_BYTES + 1)], opts);
    expect(r.errors).toEqual(['文件大小超过限制（10.0 MB）']);
  });

  it('both problems and too many files are all reported', () => {
    const files = Array.from({ length: 6 }, (_, i) => file(`f${i}.bmp`, 'image/bmp', UPLOAD_MAX_BYTES * 2));
    const r = checkFiles(files, opts);
    expect(r.isValid).toBe(false);
    expect(r.errors).toHaveLength(3);
    expect(r.errors).toContain('文件大小超过限制（10.0 MB）');
  });

  it('no options: everything passes', () => {
    expect(checkFiles([file('a', 'x/y', 1e12)]).isValid).toBe(true);
  });
});
