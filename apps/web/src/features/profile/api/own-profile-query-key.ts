/**
 * The member's own profile's query key (get-own-profile.ts); app/ mirrors every update into the
 * session (guards read it there). Its own file, without the schema, so that the app's main chunk,
 * which watches the key, does not carry zod (decision 042).
 */
export const OWN_PROFILE_QUERY_KEY = ['profile', 'me'] as const;
