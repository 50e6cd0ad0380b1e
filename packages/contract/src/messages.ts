// SPEC sections 5 and 8: every validation message and error text, written once.
// Messages the spec leaves "not shown" are ours; docs/decisions/ explains them.
import { CONNECTION_MESSAGES } from './connection-messages';
import { EMAIL_MESSAGES } from './email-shape';
import { SESSION_MESSAGES } from './session-messages';

export const MESSAGES = {
  // Kept in files of their own so that the public pages' code carries only those (decision 042):
  // every page's (connection-messages.ts), the e-mail rule's (email-shape.ts), signing in and out.
  ...CONNECTION_MESSAGES,
  ...EMAIL_MESSAGES,
  ...SESSION_MESSAGES,

  // Registration (SPEC 5)
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 50 characters',
  birthDateRequired: 'Birth date is required',
  birthDateInvalid: 'Please enter a valid birth date',
  mustBeAdult: 'You must be at least 18 years old to register',
  locationRequired: 'Location is required',
  locationNotFound: 'Location not found',
  interestsRequired: 'Please select at least one interest',
  photosRequired: 'Please upload at least one photo',
  tooManyPhotos: 'You can upload at most 6 photos',
  tooManyQuestions: 'You can answer at most 3 questions',
  termsRequired: 'Please accept the Terms of Service and Privacy Policy',
  photoInvalid: 'This photo could not be read. Please upload a JPEG, PNG, WebP, GIF or HEIC image.',
  photoTooLarge: 'This photo is too large. Please upload an image under 8 MB.',
  photoTooManyPixels: 'This photo has too many pixels. Please upload an image under 40 megapixels.',
  emailTaken: 'An account with this email already exists',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  photoFieldRequired: 'Please choose a photo to upload (form field "photo")',
  photoOrderMismatch: 'The new order must list each of your photos once',
  profileExists: 'You already have a profile',

  // Login (SPEC 5, 8)
  invalidCredentials: 'Invalid email or password',
  accountSuspended: 'This account has been suspended. Please contact support.',
  registrationFailed: 'An error occurred during registration. Please try again.',

  // Sessions, reset and verification (SPEC 7 Auth, decided)
  unauthorized: 'Please sign in to continue',
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  verifyTokenInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  emailVerified: 'Your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  verificationSent: 'We sent a new verification link to your email address.',
  /** Decided (051): the per-account limit on new verification e-mails. */
  verificationResendLimit:
    'You have asked for several verification e-mails in a short time. Please check your inbox and spam folder, or try again in a few minutes.',
  providerUnknown: 'Unknown sign-in provider',
  providerNotConfigured: (provider: string) => `Sign-in with ${provider} is not configured on this server.`,
  providerTokenRequired: (provider: string) => `A ${provider} ID token is required`,
  providerTokenInvalid: (provider: string) => `The ${provider} sign-in could not be verified. Please try again.`,
  providerEmailUnverified: (provider: string) =>
    `Your ${provider} account has no verified email address. Please sign up with email instead.`,
  loggedOut: 'You have been signed out.',

  // Generic HTTP (decided)
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  notFound: 'Not found',
  forbidden: 'You do not have access to this',
  validationFailed: 'Please fix the highlighted fields',
  malformedJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request is too large',
  unsupportedMediaType: 'Unsupported content type',
  bodyMustBeObject: 'The request body must be a JSON object',
  bodyNestedTooDeeply: 'The request body is nested too deeply',
  forbiddenJsonKey: 'The request body uses a field name that is not allowed (__proto__ or constructor.prototype)',

  // Outages and overload (decided: docs/decisions/037)
  temporarilyUnavailable: 'Kindred is briefly unavailable. Please try again in a few seconds.',
  overloaded: 'Kindred is very busy right now. Please try again in a few seconds.',
  shuttingDown: 'Kindred is restarting. Please try again in a few seconds.',

  // Hostile text and numbers (decided: docs/decisions/031)
  invisibleCharacters: (field: string) => `${field} contains invisible characters that are not allowed`,
  singleLine: (field: string) => `${field} must be on a single line`,
  wholeNumber: (field: string) => `${field} must be a whole number`,
  fieldMustBeBoolean: (field: string) => `${field} must be true or false`,
  fieldMustBeObject: (field: string) => `${field} must be an object`,
  fieldNotValid: (field: string) => `${field} is not valid`,
  fieldOneOf: (field: string, values: string) => `${field} must be one of: ${values}`,
  fieldAtLeast: (field: string, min: string) => `${field} must be at least ${min}`,
  fieldAtMost: (field: string, max: string) => `${field} must be at most ${max}`,
  fieldAbove: (field: string, min: string) => `${field} must be more than ${min}`,
  fieldBelow: (field: string, max: string) => `${field} must be less than ${max}`,
  fieldMinLength: (field: string, min: number) => `${field} must be at least ${min} characters`,
  fieldMaxLength: (field: string, max: number) => `${field} must be at most ${max} characters`,
  fieldEmpty: (field: string) => `${field} cannot be empty`,
  fieldMinItems: (field: string, min: number) => `${field} must have at least ${min} ${min === 1 ? 'item' : 'items'}`,
  fieldMaxItems: (field: string, max: number) => `${field} can have at most ${max} items`,
  fieldUnknown: (fields: string) => `Unknown field: ${fields}`,
  fieldTooLarge: (field: string) => `${field} is too large`,
  fieldTooSmall: (field: string) => `${field} is below the allowed range`,

  // Profile update table (SPEC 5)
  fieldRequired: (field: string) => `${field} is required`,
  fieldMustBeString: (field: string) => `${field} must be a string`,
  fieldMustBeNumber: (field: string) => `${field} must be a number`,
  fieldMustBeArray: (field: string) => `${field} must be an array`,
  ageAtLeast18: 'age must be at least 18',
  maxDistancePositive: 'maxDistance must be positive',
  ageRangeTwoItems: 'ageRange must have exactly 2 items',
  fixErrorsHeading: 'Please fix the following errors:',

  // Account lifecycle (decided: docs/decisions/011)
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  sameEmail: 'This is already your email address',
  emailChanged: 'Your email address was changed. Please check your inbox to verify it.',
  passwordChanged: 'Your password was changed. Other devices have been signed out.',
  deleteConfirmationRequired: 'Please type DELETE to confirm',

  // Onboarding (SPEC 5)
  bioTooShort: 'Please write at least 20 characters',
  interestsAtLeastThree: 'Please choose at least 3 interests',
  answerEveryQuestion: 'Please answer every question',
  /** Onboarding's prompts step: one answer is enough to go on (issue 38, decision 075). */
  answerOneQuestion: 'Answer at least one prompt to continue',
  genderRequired: 'Please choose your gender',
  genderPreferenceRequired: 'Please choose who you would like to meet',
  relationshipTypeRequired: 'Please choose what you are looking for',
  onboardingIncomplete: 'Please finish every step of your profile first',

  // Match detail load (SPEC 8)
  invalidMatchId: 'Invalid match ID provided.',
  noMatchData: 'No match data found. This match may no longer exist.',
  profileIncomplete: 'This profile is incomplete or unavailable.',
  unableToLoadProfile: 'Unable to load profile. Please try again later.',

  // Alerts (SPEC 8)
  failedToSendMessage: 'Failed to send message. Please try again.',
  failedToUnmatch: 'Failed to unmatch. Please try again.',

  // Profile helper (SPEC 8)
  failedToLoadProfile: 'Failed to load profile. Please try again.',
  failedToCreateProfile: 'Failed to create profile. Please try again.',
  failedToUpdateProfile: 'Failed to update profile. Please try again.',
  failedToUploadPhoto: 'Failed to upload photo. Please try again.',
  failedToDeletePhoto: 'Failed to delete photo. Please try again.',
  failedToReorderPhotos: 'Failed to reorder photos. Please try again.',

  // Conversations list (SPEC 8)
  conversationsFailed: 'Failed to load conversations. Please try again.',
  somethingWentWrongHeading: 'Something went wrong',
  tryAgain: 'Try again',
} as const;

// SPEC 8: empty states.
export const EMPTY_STATES = {
  noMessages: 'No messages yet',
  noMessagesHint: "When you match and message with others, you'll see your conversations here.",
  noMatches: 'No matches found',
  noMatchesFiltered: 'Try adjusting your filters to see more matches',
  noMatchesUnfiltered: 'Keep swiping to find new matches',
  noBlockedUsers: 'No blocked users',
  noResults: 'No results found',
  noDateIdeas: 'No date ideas found',
  noSavedDateIdeas: 'No saved date ideas',
  noIcebreakers: 'No icebreakers found',
  noCustomIcebreakers: 'No custom icebreakers yet',
  noBio: 'No bio added yet.',
  noInterests: 'No interests added yet.',
  noLanguages: 'No languages added yet.',
  noQuestions: 'No questions answered yet.',
  noNotifications: 'No notifications',
  noUnreadNotifications: 'No unread notifications',
} as const;
