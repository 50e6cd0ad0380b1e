/** What the main thread and the image-models worker say to each other (one request, one answer). */

export type ImageTask = 'faces' | 'nudity';

export interface ImageRequest {
  id: number;
  task: ImageTask;
  image: Uint8Array;
}

/** One entry per face found (best first): 128 numbers that are near for the same person. */
export interface FacesAnswer {
  faces: number;
  descriptors: number[][];
}

/** nsfwjs's five classes, each a probability; they add up to about 1. */
export interface NudityScores {
  drawing: number;
  hentai: number;
  neutral: number;
  porn: number;
  sexy: number;
}

export type ImageAnswer =
  | { id: number; ok: true; task: 'faces'; result: FacesAnswer }
  | { id: number; ok: true; task: 'nudity'; result: NudityScores }
  | { id: number; ok: false; error: string };
