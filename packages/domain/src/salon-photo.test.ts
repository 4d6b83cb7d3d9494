import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SALON_PHOTO_BYTES, salonPhotoMessages, sniffPhotoType } from './salon-photo.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('salon photo', () => {
  it('knows JPEG, PNG and WebP by their leading bytes', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffPhotoType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56))).toBe('image/webp');
  });

  it('refuses anything else, whatever its name says', () => {
    expect(
      sniffPhotoType(Uint8Array.from('<svg xmlns="http://www.w3.org/2000/svg"/>', (c) => c.charCodeAt(0))),
    ).toBeNull();
    expect(sniffPhotoType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBeNull(); // GIF
    expect(sniffPhotoType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeNull(); // WAV
    expect(sniffPhotoType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffPhotoType(bytes())).toBeNull();
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (data) => {
        expect([null, 'image/jpeg', 'image/png', 'image/webp']).toContain(sniffPhotoType(data));
      }),
    );
  });

  it('allows 5 MiB and says so', () => {
    expect(MAX_SALON_PHOTO_BYTES).toBe(5 * 1024 * 1024);
    expect(salonPhotoMessages.size).toBe('Please choose a photo of 5 MB or less.');
  });
});
