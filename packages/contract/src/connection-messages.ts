// What every page may say about the connection to the server (SPEC 8, decision 037). Part of
// MESSAGES (messages.ts); in a file of its own so that the app's shell does not carry every message.

export const CONNECTION_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  networkError: 'Network error. Please check your connection and try again.',
  reconnectingBanner: "We're reconnecting…",
  reconnectingDetail: 'Your changes are safe. We will carry on as soon as the connection is back.',
} as const;
