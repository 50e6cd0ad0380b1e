import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_SIDE_PX } from './downscale-image';

describe('fitWithin', () => {
  it('scales the long side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000, PHOTO_MAX_SIDE_PX)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 6000, PHOTO_MAX_SIDE_PX)).toEqual({ width: 800, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480, PHOTO_MAX_SIDE_PX)).toEqual({ width: 640, height: 480 });
  });
});
