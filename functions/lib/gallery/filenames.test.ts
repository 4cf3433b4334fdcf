import { describe, expect, it } from 'vitest';
import { cleanFilename, firstFreeFilename, numberedFilename, numberedFilenamePattern } from './filenames';

describe('cleanFilename', () => {
  it('keeps an ordinary name as it is', () => {
    expect(cleanFilename('IMG_0001.JPG')).toBe('IMG_0001.JPG');
    expect(cleanFilename('Boda Laura & Marc #1.jpg')).toBe('Boda Laura & Marc #1.jpg');
  });

  it('makes one safe path segment of anything', () => {
    expect(cleanFilename('../../etc/passwd')).toBe('___.._etc_passwd');
    expect(cleanFilename('a\\b\u0000c\n  d.png')).toBe('a_b_c_ d.png');
    expect(cleanFilename('..')).toBe('__');
    expect(cleanFilename('   ')).toBe('photo');
  });

  it('shortens long names to 200 characters, keeping the extension', () => {
    const name = cleanFilename(`${'x'.repeat(300)}.jpeg`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('x.jpeg')).toBe(true);
  });
});

describe('unique names', () => {
  it('numbers a taken name with the first free number', () => {
    expect(numberedFilename('IMG_1.jpg', 2)).toBe('IMG_1 (2).jpg');
    expect(firstFreeFilename('IMG_1.jpg', new Set())).toBe('IMG_1.jpg');
    expect(firstFreeFilename('IMG_1.jpg', new Set(['IMG_1.jpg', 'IMG_1 (2).jpg']))).toBe('IMG_1 (3).jpg');
    expect(firstFreeFilename('README', new Set(['README']))).toBe('README (2)');
  });

  it('escapes LIKE wildcards of the name itself', () => {
    expect(numberedFilenamePattern('100%_done.jpg')).toBe('100\\%\\_done (%).jpg');
  });
});
