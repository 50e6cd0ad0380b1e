import { VERIFICATION_TEXTS, type ModerationVerification } from '@kindred/contract/verification';

type PhotoFace = ModerationVerification['member']['photoFaces'][number];

type Shown = Exclude<PhotoFace['likeness'], 'notChecked'>;

const TONES: Record<Shown, string> = {
  samePersonLikely: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  unclear: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  differentPersonLikely: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  noFace: 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-200',
};

/**
 * Under a profile photo: what the face detector makes of it beside the selfie (decision 089);
 * nothing when the detector has not checked it.
 */
export function FaceLikenessLabel({ face }: { face: PhotoFace }) {
  if (face.likeness === 'notChecked') return null;
  const likeness: Shown = face.likeness;
  return (
    <p className={`mt-1 w-30 rounded-lg px-2 py-1 text-xs font-semibold sm:w-42 ${TONES[likeness]}`}>
      {VERIFICATION_TEXTS.faceLikeness[likeness]}
      {face.distance !== null && (
        <span className="block font-normal">{VERIFICATION_TEXTS.faceDistance(face.distance)}</span>
      )}
    </p>
  );
}
