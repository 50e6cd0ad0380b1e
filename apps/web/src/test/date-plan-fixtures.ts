import type { DatePlan } from '@kindred/contract/date-plans';
import { jsonResponse, type MockRequest } from './mock-api';

/** `days` from now at 19:30 local time: a plan that has not started. */
export function inDays(days: number, hour = 19, minute = 30): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(hour, minute, 0, 0);
  return at.toISOString();
}

/**
 * A plan as member user-1 (the signed-in member of fixtures.ts) sees it: proposed by Jordan
 * (member-2) to them, their turn to answer; a test overrides what it is about.
 */
export function makeDatePlan(overrides: Partial<DatePlan> = {}): DatePlan {
  return {
    id: 'plan-1',
    matchId: 'match-1',
    proposerId: 'member-2',
    otherUser: { id: 'member-2', name: 'Jordan', photo: null },
    ideaId: 'coffee',
    idea: 'Coffee tasting crawl',
    place: 'Blue Bottle on Main St',
    startsAt: inDays(3),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    note: 'Fancy it?',
    state: 'proposed',
    awaitingId: 'user-1',
    messageId: 'message-plan-1',
    cancelledById: null,
    cancelNote: null,
    matchEnded: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/**
 * The date-plan routes of mockApi answering like the server for one stored plan: the list, and
 * accept, decline, reschedule and cancel changing it (as member user-1). `refuse` answers an
 * action with that status and message instead.
 */
export function datePlanRoutes(
  initial: DatePlan,
  { refuse }: { refuse?: { status: number; message: string } } = {},
): { routes: Record<string, Handler>; current: () => DatePlan } {
  let plan = initial;
  const answer = (change: (body: Record<string, unknown>) => Partial<DatePlan>): Handler => {
    return ({ body }) => {
      if (refuse) return jsonResponse(refuse.status, { message: refuse.message });
      plan = { ...plan, ...change((body ?? {}) as Record<string, unknown>), updatedAt: new Date().toISOString() };
      return jsonResponse(200, { data: plan });
    };
  };
  const path = `/dates/${initial.id}`;
  return {
    current: () => plan,
    routes: {
      'GET /dates': () => jsonResponse(200, { data: [plan] }),
      [`POST ${path}/accept`]: answer(() => ({ state: 'accepted', awaitingId: null })),
      [`POST ${path}/decline`]: answer(() => ({ state: 'declined', awaitingId: null })),
      [`POST ${path}/reschedule`]: answer((body) => ({
        startsAt: String(body.startsAt),
        awaitingId: plan.otherUser.id,
      })),
      [`POST ${path}/cancel`]: answer((body) => ({
        state: 'cancelled',
        awaitingId: null,
        cancelledById: 'user-1',
        cancelNote: typeof body.note === 'string' ? body.note : null,
      })),
    },
  };
}
