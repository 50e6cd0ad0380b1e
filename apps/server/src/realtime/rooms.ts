/** Every socket of a member is in this room; events for a member go here. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Sockets opened with one session, so signing out closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Sockets that joined a conversation (`join:match`). */
export const matchRoom = (matchId: string) => `match:${matchId}`;
