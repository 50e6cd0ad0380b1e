/**
 * The seam for a nudity classifier (issue 32, decision 088): given the smallest stored WebP of a
 * chat image (320 px wide at most), whether it may contain nudity; null when it could not tell.
 * The composition root hands one to the chat image upload; without one, or when it fails, nothing
 * is flagged and images are blurred by the recipient's setting alone.
 */
export type ImageClassifier = (webp: Buffer) => Promise<{ mayContainNudity: boolean } | null>;

/** The verdict to store: null when there is no classifier, it failed or it could not tell. */
export async function nudityVerdict(classify: ImageClassifier | undefined, webp: Buffer): Promise<boolean | null> {
  if (!classify) return null;
  try {
    const verdict = await classify(webp);
    return verdict ? verdict.mayContainNudity : null;
  } catch {
    // A classifier that fails must not cost the member their upload; the image is blurred anyway.
    return null;
  }
}
