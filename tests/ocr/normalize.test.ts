// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../server/ocr/image-file';
import { normalizeOcrText } from '../../server/ocr/normalize';

describe('normalizeOcrText', () => {
  it('removes the spaces tesseract puts between Chinese characters but keeps them around Latin text', () => {
    expect(normalizeOcrText('解 方 程 x^2-5x+6=0\n')).toBe('解方程 x^2-5x+6=0');
  });

  it('folds full-width letters, digits and punctuation to ASCII (NFKC)', () => {
    expect(normalizeOcrText('已 知 函 数 ｆ（ｘ）＝２ｘ＋１， 求 ｆ（３）')).toBe('已知函数 f(x)=2x+1,求 f(3)');
  });

  it('collapses runs of whitespace and drops empty lines', () => {
    expect(normalizeOcrText('  a   b \t c \n\n \n 第 二 行  ')).toBe('a b c\n第二行');
  });

  it('reads a lone l or I between math symbols as the digit 1, and leaves words alone', () => {
    expect(normalizeOcrText('f(x)=2x+l, 求 f(3)')).toBe('f(x)=2x+1,求 f(3)');
    expect(normalizeOcrText('x=I')).toBe('x=1');
    expect(normalizeOcrText('直线 l 与 line')).toBe('直线 l 与 line');
  });

  it('reads the "A" tesseract makes of a caret after a variable as ^, and leaves option letters alone', () => {
    expect(normalizeOcrText('解方程 xA2-5x+6=0')).toBe('解方程 x^2-5x+6=0');
    expect(normalizeOcrText('(x+1)A3')).toBe('(x+1)^3');
    expect(normalizeOcrText('选项 A2 和 A')).toBe('选项 A2 和 A');
  });
});

describe('sniffImageType', () => {
  it('recognises images by their first bytes only', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.from('hello'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
