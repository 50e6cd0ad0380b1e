import { z } from 'zod';
import { memberSettingsSchema } from './settings';

export const questionAnswerSchema = z.object({ question: z.string(), answer: z.string() });

/**
 * The member's own profile (SPEC 3 Profile), as `GET /profiles/me` and login return it.
 * The profile id is the member's user id. Photos are URLs, the first being the main photo.
 */
export const ownProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().nullable(),
  birthdate: z.string().nullable(),
  gender: z.string().nullable(),
  location: z.string(),
  bio: z.string(),
  occupation: z.string(),
  company: z.string(),
  education: z.string(),
  school: z.string(),
  height: z.string(),
  photos: z.array(z.string()),
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  lookingFor: z.string().nullable(),
  showMe: z.string(),
  ageRange: z.tuple([z.number(), z.number()]),
  maxDistance: z.number(),
  drinking: z.string(),
  smoking: z.string(),
  zodiac: z.string(),
  instagram: z.string(),
  spotifyArtists: z.array(z.string()),
  questions: z.array(questionAnswerSchema),
  lastActive: z.string(),
  notifications: z.boolean(),
  subscription: z.string(),
  onboardingCompleted: z.boolean(),
  settings: memberSettingsSchema,
  /** False for members who only sign in with Google or Apple: no current password to ask for. */
  hasPassword: z.boolean(),
});

export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const locationSuggestionSchema = z.object({
  label: z.string(),
  population: z.number(),
});
export const locationSuggestionsResponseSchema = z.object({ data: z.array(locationSuggestionSchema) });
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
export type LocationSuggestionsResponse = z.infer<typeof locationSuggestionsResponseSchema>;
