import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, PhotoNotReadable, resizePhoto } from './resize-photo';

describe('fitWithin', () => {
  it('shrinks the longer side to the limit and keeps the shape', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(12000, 10, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});

/** A browser's canvas, that writes the types in `encodes` and PNG for any other (as browsers do). */
function stubCanvas(encodes: string[]) {
  const drawn: unknown[][] = [];
  const requested: { type: string; quality: number }[] = [];
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { drawImage: (...args: unknown[]) => drawn.push(args) };
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      requested.push({ type, quality });
      return new Blob(['pixels'], { type: encodes.includes(type) ? type : 'image/png' });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return { drawn, requested };
}

const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });
const jpeg = new File(['jpeg'], 'IMG_0001.jpg', { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

describe('resizePhoto', () => {
  it('decodes with the camera’s rotation, draws at most 1600 px and writes WebP at 0.85', async () => {
    const picture = bitmap(4032, 3024);
    const decode = vi.fn(async () => picture);
    vi.stubGlobal('createImageBitmap', decode);
    const { drawn, requested } = stubCanvas(['image/webp', 'image/jpeg']);

    const resized = await resizePhoto(jpeg);
    expect(decode).toHaveBeenCalledWith(jpeg, { imageOrientation: 'from-image' });
    expect(drawn).toEqual([[picture, 0, 0, 1600, 1200]]);
    expect(requested).toEqual([{ type: 'image/webp', quality: 0.85 }]);
    expect(resized.type).toBe('image/webp');
    expect(picture.close).toHaveBeenCalled();
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => bitmap(1000, 800)));
    const { requested } = stubCanvas(['image/jpeg']);
    const resized = await resizePhoto(jpeg);
    expect(requested.map(({ type }) => type)).toEqual(['image/webp', 'image/jpeg']);
    expect(resized.type).toBe('image/jpeg');
  });

  it('sends a JPEG, PNG or WebP it cannot decode as it is, for the server to judge', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new DOMException('bad', 'InvalidStateError'))));
    await expect(resizePhoto(jpeg)).resolves.toBe(jpeg);
  });

  it('refuses any other file it cannot decode', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new DOMException('bad', 'InvalidStateError'))));
    const pdf = new File(['%PDF'], 'book.pdf', { type: 'application/pdf' });
    await expect(resizePhoto(pdf)).rejects.toBeInstanceOf(PhotoNotReadable);
  });
});
