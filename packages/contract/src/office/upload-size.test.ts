import { describe, expect, it } from 'vitest';
import { fileTypeOfName, uploadSizeRefusal } from './upload-size.ts';

const MB = 1024 * 1024;

describe('an upload’s size, checked before it is sent', () => {
  it('refuses a 60 MB PDF with the server’s own sentence', () => {
    expect(uploadSizeRefusal({ name: 'لایحه.PDF', size: 60 * MB })).toBe('حجم سند حداکثر ۲۵ مگابایت است.');
  });

  it('accepts a file at its type’s limit, and leaves a name that says nothing to the server', () => {
    expect(uploadSizeRefusal({ name: 'photo.jpg', size: 10 * MB })).toBeNull();
    expect(uploadSizeRefusal({ name: 'بدون پسوند', size: 900 * MB })).toBeNull();
  });

  it('uses the type the user chose over the name', () => {
    expect(uploadSizeRefusal({ name: 'clip.mp4', size: 30 * MB }, 'document')).toBe(
      'حجم سند حداکثر ۲۵ مگابایت است.',
    );
    expect(fileTypeOfName('clip.MOV')).toBe('video');
  });
});
