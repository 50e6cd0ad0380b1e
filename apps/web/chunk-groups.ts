import path from 'node:path';
import { RUNTIME_MODULE_ID, type ChunkingContext, type CodeSplittingGroup } from 'rolldown';
import { ROUTES } from '@kindred/contract/routes';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|cookie|set-cookie-parser|clsx)[\\/]/;

/** Icon barrels: their modules are copied into the chunks that use them (vite.config.ts). */
const ICONS = /node_modules[\\/]lucide-react[\\/]/;

export const source = (file: string) => path.join(import.meta.dirname, 'src', file);

/** The session check every member page waits for: its schema, the contract it names, zod. */
export const SESSION_ROOTS = [path.join(import.meta.dirname, '../../packages/contract/src/auth.ts')];

const ZOD = source('lib/zod-jitless.ts');

/** What every member page shows besides its own: the layout. */
export const MEMBER_LAYOUT = 'app/layouts/member-layout.tsx';
const MEMBER_ROOTS = [source(MEMBER_LAYOUT)];

/** The realtime connection, loaded beside the page (not before it). */
const REALTIME_ROOTS = [source('app/member-realtime.tsx')];

/** A route's path with its id as a parameter ('/messages/:id'), from ROUTES (which encodes a real id). */
const withIdParam = (pathFor: (id: string) => string) => `${pathFor('')}:id`;

/**
 * The member pages a member opens most: their paths, and their modules with the one that asks for
 * their data. Each gets a chunk, and an HTML shell that names its chunks up front (decision 123).
 */
export const MEMBER_PAGES: Record<string, { paths: string[]; modules: string[] }> = {
  'for-you': { paths: [ROUTES.forYou], modules: ['app/routes/for-you.tsx', 'app/page-data/for-you.ts'] },
  matches: { paths: [ROUTES.matches], modules: ['app/routes/matches.tsx', 'app/page-data/matches.ts'] },
  messages: { paths: [ROUTES.messages], modules: ['app/routes/messages.tsx', 'app/page-data/messages.ts'] },
  chat: {
    paths: [withIdParam(ROUTES.messageThread), withIdParam(ROUTES.conversation)],
    modules: ['app/routes/message-thread.tsx', 'app/routes/conversation.tsx', 'app/page-data/chat.ts'],
  },
  settings: { paths: [ROUTES.settings], modules: ['app/routes/settings.tsx', 'app/page-data/settings.ts'] },
  profile: { paths: [ROUTES.profile], modules: ['app/routes/profile.tsx'] },
};

/**
 * The pages a visitor opens (public, sign-in, links from e-mails): what they import stays out of
 * the member chunks, or signing in would download the member app first. A page missing here only
 * costs its visitors those chunks.
 */
export const VISITOR_PAGES = [
  'home',
  'safety',
  'contact',
  'community',
  'help',
  'cookie-policy',
  'terms-of-service',
  'privacy-policy',
  'accessibility',
  'dev-outbox',
  'not-found',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verification',
  'emergency-contact',
  'shared-date',
].map((name) => `app/routes/${name}.tsx`);

/** Every module the roots reach through static imports. */
function staticClosure(context: ChunkingContext, roots: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = context.getModuleInfo(id);
    if (!info || reached.has(id)) continue;
    reached.add(id);
    queue.push(...info.importedIds);
  }
  return reached;
}

/** The modules main.tsx reaches through static imports: the code every page runs first. */
export function shellChunk(): CodeSplittingGroup {
  let shell: Set<string> | null = null;
  return {
    debugName: 'shell',
    name(moduleId, context) {
      shell ??= staticClosure(context, [source('main.tsx')]);
      if (moduleId === RUNTIME_MODULE_ID) return 'shell';
      if (!shell.has(moduleId)) return null;
      // Packages only when all of them runs (not a barrel's every icon, of which the shell uses five).
      return !moduleId.includes('node_modules') || FRAMEWORK.test(moduleId) ? 'shell' : null;
    },
  };
}

/**
 * A member's page in a few requests after the shell, not forty (decision 123): `session` (the
 * session's schema and zod), `shared` (what sign-in and registration share with the member
 * pages), `member` (the layout and what two or more of the main member pages share), `realtime`
 * and one `page-<name>` per main member page. Over HTTP/1.1 a browser fetches six files at a
 * time, and on a phone each costs a round trip.
 */
export function memberChunks(): CodeSplittingGroup {
  let groupOf: Map<string, string> | null = null;
  const assign = (context: ChunkingContext) => {
    const groups = new Map<string, string>();
    const shell = staticClosure(context, [source('main.tsx')]);
    const visitorPages = VISITOR_PAGES.map((page) => staticClosure(context, [source(page)]));
    const visitor = new Set(visitorPages.flatMap((page) => [...page]));
    // A visitor's page without zod (the landing page, help, legal) never loads the session chunk.
    const withoutZod = new Set(visitorPages.filter((page) => !page.has(ZOD)).flatMap((page) => [...page]));
    const session = staticClosure(context, SESSION_ROOTS);
    for (const id of withoutZod) session.delete(id);
    for (const id of session) groups.set(id, 'session');
    const pagesReaching = new Map<string, string[]>();
    for (const [page, { modules }] of Object.entries(MEMBER_PAGES)) {
      for (const id of staticClosure(context, modules.map(source))) {
        pagesReaching.set(id, [...(pagesReaching.get(id) ?? []), page]);
      }
    }
    const member = staticClosure(context, MEMBER_ROOTS);
    for (const [id, pages] of pagesReaching) if (pages.length > 1) member.add(id);
    for (const id of member) if (!groups.has(id)) groups.set(id, 'member');
    for (const id of staticClosure(context, REALTIME_ROOTS)) if (!groups.has(id)) groups.set(id, 'realtime');
    for (const [id, pages] of pagesReaching) if (!groups.has(id)) groups.set(id, `page-${pages[0]}`);
    // What sign-in and registration share with the member pages: one chunk, not a dozen.
    for (const id of visitor) {
      if (!groups.has(id) || groups.get(id) === 'session') continue;
      if (withoutZod.has(id)) groups.delete(id);
      else groups.set(id, 'shared');
    }
    for (const id of shell) groups.delete(id);
    return groups;
  };
  return {
    debugName: 'member',
    // Each group already holds what its modules import, or that is in a group below it.
    includeDependenciesRecursively: false,
    name(moduleId, context) {
      groupOf ??= assign(context);
      if (ICONS.test(moduleId)) return null;
      return groupOf.get(moduleId) ?? null;
    },
  };
}
