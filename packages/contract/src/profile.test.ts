import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MAX_BYTES, profilePhotoRefusal } from './profile.ts';

describe('profilePhotoRefusal', () => {
  it('takes a JPEG, PNG or WebP of at most 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(profilePhotoRefusal({ name: 'a.bin', type, size: PROFILE_PHOTO_MAX_BYTES })).toBeNull();
    }
    // No type from the browser: the extension says it.
    expect(profilePhotoRefusal({ name: 'چهره.WEBP', type: '', size: 10 })).toBeNull();
  });

  it('refuses another type, or a byte more, in Persian with Persian digits', () => {
    expect(profilePhotoRefusal({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'عکس نمایه باید با قالب JPEG، PNG یا WebP باشد.',
    );
    expect(profilePhotoRefusal({ name: 'a.gif', type: '', size: 10 })).not.toBeNull();
    expect(profilePhotoRefusal({ name: 'a.png', type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES + 1 })).toBe(
      'حجم تصویر حداکثر ۲ مگابایت است.',
    );
  });
});
