// Issue 32 section 1 (decision 079): selfie verification, reviewed by a person. "Verified" on a
// card, a match, a chat header and the Discover filter means a moderator approved a selfie taken
// in a pose we asked for; a confirmed e-mail is its own thing (sign-in and reset).
import { z } from 'zod';
import { paginationSchema } from './matches';

/** What a member is asked to do in their selfie; one at random, a new one after each attempt. */
export const VERIFICATION_POSES = [
  { id: 'three-fingers', instruction: 'Hold up three fingers next to your face' },
  { id: 'peace-sign', instruction: 'Make a peace sign beside your cheek' },
  { id: 'thumbs-up', instruction: 'Give a thumbs up next to your chin' },
  { id: 'hand-on-head', instruction: 'Put one hand flat on top of your head' },
  { id: 'touch-nose', instruction: 'Touch the tip of your nose with one finger' },
  { id: 'touch-ear', instruction: 'Touch your left ear with your right hand' },
  { id: 'cover-eye', instruction: 'Cover one eye with your open hand' },
  { id: 'wave', instruction: 'Wave at the camera with your hand open beside your face' },
  { id: 'point-up', instruction: 'Point up at the ceiling with one finger' },
  { id: 'chin-on-fist', instruction: 'Rest your chin on your closed fist' },
  { id: 'ok-sign', instruction: 'Make an OK sign with your fingers beside your eye' },
  { id: 'two-fingers-forehead', instruction: 'Touch your forehead with two fingers' },
  { id: 'hand-on-cheek', instruction: 'Rest one hand on your cheek' },
  { id: 'one-finger', instruction: 'Hold up one finger next to your face' },
  { id: 'four-fingers', instruction: 'Hold up four fingers next to your face' },
  { id: 'five-fingers', instruction: 'Hold up five fingers with your palm to the camera' },
  { id: 'salute', instruction: 'Salute the camera with your right hand' },
  { id: 'finger-on-lips', instruction: 'Hold one finger to your lips' },
  { id: 'hand-on-shoulder', instruction: 'Put your hand on the opposite shoulder' },
  { id: 'fist-raised', instruction: 'Raise a closed fist beside your head' },
  { id: 'tilt-head', instruction: 'Tilt your head to one side and hold up two fingers' },
  { id: 'pinch-ear', instruction: 'Pinch your earlobe between two fingers' },
] as const satisfies readonly { id: string; instruction: string }[];

export type VerificationPoseId = (typeof VERIFICATION_POSES)[number]['id'];

export const VERIFICATION_STATES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The moderator picks one; the member reads its text. */
export const VERIFICATION_REJECT_REASONS = [
  'face-not-visible',
  'pose-not-matched',
  'not-the-same-person',
  'photo-unclear',
  'not-a-live-photo',
] as const;
export type VerificationRejectReason = (typeof VERIFICATION_REJECT_REASONS)[number];

export const VERIFICATION_REJECT_REASON_TEXTS = {
  'face-not-visible':
    'We could not see your face clearly. Face the camera in good light, without sunglasses or a mask.',
  'pose-not-matched': 'Your selfie did not show the pose we asked for.',
  'not-the-same-person': 'We could not match your selfie to the person in your profile photos.',
  'photo-unclear': 'Your selfie was blurry or too dark to review.',
  'not-a-live-photo': 'Your selfie looked like a photo of a screen or of another photo.',
} as const satisfies Record<VerificationRejectReason, string>;

/** What the moderator picks from. */
export const VERIFICATION_REJECT_REASON_LABELS = {
  'face-not-visible': 'Face not visible',
  'pose-not-matched': 'Pose not matched',
  'not-the-same-person': 'Not the person in the photos',
  'photo-unclear': 'Blurry or dark',
  'not-a-live-photo': 'Photo of a screen or a print',
} as const satisfies Record<VerificationRejectReason, string>;

export const VERIFICATION_LIMITS = {
  /** Selfies a member may send in 24 hours. */
  attemptsPerDay: 3,
} as const;

/**
 * How near the selfie's face is to a profile photo's, as the face detector's descriptors measure it
 * (decision 089). face-api calls faces under 0.6 apart the same person; the band around that line,
 * where its mistakes sit, is shown as unclear rather than as a verdict.
 */
export const FACE_LIKENESS_DISTANCES = { samePersonBelow: 0.5, differentPersonFrom: 0.65 } as const;
export const FACE_LIKENESSES = [
  'samePersonLikely',
  'unclear',
  'differentPersonLikely',
  'noFace',
  'notChecked',
] as const;
export type FaceLikeness = (typeof FACE_LIKENESSES)[number];

/** The likeness a descriptor distance reads as. */
export function faceLikenessOf(distance: number): FaceLikeness {
  if (distance < FACE_LIKENESS_DISTANCES.samePersonBelow) return 'samePersonLikely';
  return distance < FACE_LIKENESS_DISTANCES.differentPersonFrom ? 'unclear' : 'differentPersonLikely';
}

export const VERIFICATION_MESSAGES = {
  notOneFace:
    "We couldn't see exactly one face. Take the selfie again with only your face in the frame, facing the camera in good light.",
  imageRequired: 'Please attach your selfie',
  poseRequired: 'Please take the selfie in the pose we asked for',
  poseNotIssued: 'This pose was not asked of you. Please take the selfie in the pose shown.',
  alreadyPending: 'Your selfie is waiting for review',
  alreadyVerified: 'You are already verified',
  tooManyAttempts: `You can send ${VERIFICATION_LIMITS.attemptsPerDay} selfies a day. Please try again later.`,
  verificationNotFound: 'Verification not found',
  alreadyReviewed: 'This verification has already been reviewed',
  reasonInvalid: 'Please choose a reason',
  moderatorsOnly: 'Only moderators can review verifications',
  ownSelfie: 'Another moderator must review your own selfie',
} as const;

/** The notifications the member reads after a review. */
export const VERIFICATION_NOTIFICATIONS = {
  approved: 'You are verified: your profile now shows the verified badge.',
  rejected: (reason: VerificationRejectReason) =>
    `We could not verify your selfie. ${VERIFICATION_REJECT_REASON_TEXTS[reason]} You can try again with a new pose.`,
} as const;

export const VERIFICATION_TEXTS = {
  entry: 'Get verified',
  title: 'Get verified',
  statusHeading: 'Your verification',
  intro:
    'Take a selfie in the pose we ask for. A person on our team compares it with your profile photos. Only you and our moderators ever see it.',
  states: {
    unverified: 'Not verified yet',
    pending: 'Your selfie is waiting for review',
    verified: 'You are verified',
    rejected: 'Your last selfie was not approved',
  } satisfies Record<VerificationState, string>,
  verifiedExplained: 'Your profile shows the verified badge.',
  pendingExplained: 'We usually review selfies within a day. We will let you know.',
  poseHeading: 'Your pose',
  startCamera: 'Use camera',
  takePhoto: 'Take photo',
  retake: 'Retake',
  chooseFile: 'Or choose a photo',
  cameraUnavailable: 'We could not open your camera. Choose a photo instead.',
  submit: 'Send selfie',
  submitting: 'Sending...',
  preview: 'Your selfie',
  attemptsLeft: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'} left today`,
  noAttemptsLeft: 'You have used today’s attempts. Please try again later.',
  endedBecausePhotosReplaced:
    'Your verification ended when you replaced your photos. Send a new selfie to get it back.',
  badge: 'Verified',
  /** Moderation screen. */
  queueTitle: 'Verifications',
  queueEmpty: 'No verifications to review',
  poseAsked: 'Pose asked',
  selfie: 'Selfie',
  profilePhotos: 'Profile photos',
  noProfilePhotos: 'No profile photos',
  approve: 'Approve',
  reject: 'Reject',
  rejectReason: 'Reason',
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  moderationSections: 'Moderation queues',
  reportsLink: 'Reports',
  entryHint: 'A selfie in a pose we ask for, checked by a person, earns the verified badge.',
  open: 'Open verification',
  verificationsLink: 'Verifications',
  choosePhotoFirst: 'Take or choose your selfie first',
  cameraLabel: 'Camera preview',
  submitFailed: 'We could not send your selfie. Please try again.',
  loadFailed: 'We could not load your verification.',
  queueLoadFailed: 'We could not load the verifications.',
  reviewFailed: 'That did not work. Please try again.',
  reviewedAs: (outcome: string, name: string) => `${outcome}: ${name}`,
  count: (total: number) => `${total} ${total === 1 ? 'verification' : 'verifications'}`,
  loadMore: 'Load more',
  submittedAt: 'Sent',
  selfieOf: (name: string) => `Selfie of ${name}`,
  photoOf: (name: string, index: number) => `${name}, photo ${index}`,
  /**
   * Under each profile photo: how close its face is to the selfie's (decision 089). Nothing is
   * shown for a photo not checked (the detector off, or not through it yet).
   */
  faceLikeness: {
    samePersonLikely: 'Same person likely',
    unclear: 'Unclear',
    differentPersonLikely: 'Different person likely',
    noFace: 'No face found',
  } satisfies Record<Exclude<FaceLikeness, 'notChecked'>, string>,
  faceDistance: (distance: number) => `Face distance ${distance.toFixed(2)}`,
} as const;

export const verificationPoseSchema = z.object({ poseId: z.string(), instruction: z.string() });

/** GET /verification. `challenge` is there while the member may send a selfie. */
export const verificationStatusSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  /** The moderator's reason, when the last selfie was rejected. */
  reason: z.enum(VERIFICATION_REJECT_REASONS).nullable(),
  reasonText: z.string().nullable(),
  challenge: verificationPoseSchema.nullable(),
  attemptsLeft: z.number().int(),
  /** When another attempt opens, once the day's are used. */
  nextAttemptAt: z.string().nullable(),
  /** The member's latest selfie (a data URL), pending or rejected; never shown to anyone else. */
  selfie: z.string().nullable(),
  /** Verification ended because every photo it was approved with was replaced. */
  endedByPhotoChange: z.boolean(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
export const verificationStatusResponseSchema = z.object({ verification: verificationStatusSchema });

/** The multipart form's text field beside `image`. */
export const verificationSelfieFieldsSchema = z.object({
  poseId: z.string({ error: VERIFICATION_MESSAGES.poseRequired }).min(1, VERIFICATION_MESSAGES.poseRequired).max(100),
});

export const VERIFICATION_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationReviewStatus = (typeof VERIFICATION_REVIEW_STATUSES)[number];

export const moderationVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_REVIEW_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reason: z.enum(VERIFICATION_REJECT_REASONS).nullable(),
  pose: verificationPoseSchema,
  /** A data URL: selfies are never served as public files. */
  selfie: z.string(),
  member: z.object({
    id: z.string(),
    name: z.string(),
    age: z.number().nullable(),
    photos: z.array(z.string()),
    /** One per photo, in the same order: how close its face is to the selfie's (decision 089). */
    photoFaces: z.array(z.object({ likeness: z.enum(FACE_LIKENESSES), distance: z.number().nullable() })),
  }),
});
export type ModerationVerification = z.infer<typeof moderationVerificationSchema>;

/** Pending first either way; `oldest` (the default) serves the longest waiting first (decision 086). */
export const VERIFICATION_QUEUE_SORTS = ['oldest', 'newest'] as const;
export const moderationVerificationsQuerySchema = z.object({
  sort: z.enum(VERIFICATION_QUEUE_SORTS).default('oldest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const moderationVerificationsResponseSchema = z.object({
  verifications: z.array(moderationVerificationSchema),
  pagination: paginationSchema,
});
export const verificationRejectSchema = z.object({
  reason: z.enum(VERIFICATION_REJECT_REASONS, { error: VERIFICATION_MESSAGES.reasonInvalid }),
});
export const moderationVerificationResponseSchema = z.object({ verification: moderationVerificationSchema });

export function poseById(poseId: string): { poseId: string; instruction: string } | null {
  const pose = VERIFICATION_POSES.find((candidate) => candidate.id === poseId);
  return pose ? { poseId: pose.id, instruction: pose.instruction } : null;
}
