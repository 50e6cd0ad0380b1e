import { existsSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_MODULE_ID, type ChunkingContext, type CodeSplittingGroup, type ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { memberChunks, shellChunk, VISITOR_PAGES } from './chunk-groups';

const src = (file: string) => path.join(import.meta.dirname, 'src', file);
const AUTH = path.join(import.meta.dirname, '../../packages/contract/src/auth.ts');
const TEXT = path.join(import.meta.dirname, '../../packages/contract/src/text.ts');
const ICON = '/repo/node_modules/lucide-react/dist/esm/icons/heart.js';

/** A small app: the shell, a session schema, two visitor pages and the member pages. */
const GRAPH: Record<string, string[]> = {
  [src('main.tsx')]: [src('lib/api-client.ts')],
  [src('lib/api-client.ts')]: [],
  [AUTH]: [src('lib/zod-jitless.ts'), TEXT],
  [src('lib/zod-jitless.ts')]: [],
  [TEXT]: [],
  [src('app/routes/home.tsx')]: [TEXT, src('components/ui/button.tsx')],
  [src('components/ui/button.tsx')]: [],
  [src('app/routes/login.tsx')]: [AUTH, src('components/ui/text-field.tsx'), src('lib/passkey.ts')],
  [src('components/ui/text-field.tsx')]: [],
  [src('lib/passkey.ts')]: [],
  [src('app/layouts/member-layout.tsx')]: [src('lib/api-client.ts'), src('app/layouts/nav.tsx')],
  [src('app/layouts/nav.tsx')]: [AUTH],
  [src('app/member-realtime.tsx')]: [src('lib/socket.ts'), src('app/layouts/nav.tsx')],
  [src('lib/socket.ts')]: [],
  [src('app/routes/for-you.tsx')]: [src('features/cards/card.tsx'), src('components/ui/dialog.tsx'), ICON],
  [src('app/page-data/for-you.ts')]: [src('features/cards/get-cards.ts')],
  [src('features/cards/card.tsx')]: [src('components/ui/text-field.tsx')],
  [src('features/cards/get-cards.ts')]: [src('lib/zod-jitless.ts')],
  [src('components/ui/dialog.tsx')]: [],
  [ICON]: [],
  [src('app/routes/matches.tsx')]: [src('components/ui/dialog.tsx'), src('components/ui/button.tsx')],
  [src('app/routes/settings.tsx')]: [src('lib/passkey.ts')],
};

const context: ChunkingContext = {
  getModuleInfo: (id) => (id in GRAPH ? ({ id, importedIds: GRAPH[id] } as Partial<ModuleInfo> as ModuleInfo) : null),
};

function chunkOf(group: CodeSplittingGroup, id: string) {
  if (typeof group.name !== 'function') throw new Error('a group named by a function');
  return group.name(id, context) ?? null;
}

describe('chunk groups (decision 123)', () => {
  it('puts what main.tsx imports, and the runtime, in the shell', () => {
    const shell = shellChunk();
    expect(chunkOf(shell, src('lib/api-client.ts'))).toBe('shell');
    expect(chunkOf(shell, RUNTIME_MODULE_ID)).toBe('shell');
    expect(chunkOf(shell, src('app/layouts/nav.tsx'))).toBeNull();
  });

  it('gives the member layout, what two main pages share, the realtime connection and each page a chunk', () => {
    const member = memberChunks();
    expect(chunkOf(member, src('app/layouts/member-layout.tsx'))).toBe('member');
    expect(chunkOf(member, src('app/layouts/nav.tsx'))).toBe('member');
    expect(chunkOf(member, src('components/ui/dialog.tsx'))).toBe('member');
    expect(chunkOf(member, src('lib/socket.ts'))).toBe('realtime');
    expect(chunkOf(member, src('app/routes/for-you.tsx'))).toBe('page-for-you');
    expect(chunkOf(member, src('features/cards/card.tsx'))).toBe('page-for-you');
    expect(chunkOf(member, src('features/cards/get-cards.ts'))).toBe('page-for-you');
    expect(chunkOf(member, src('app/routes/matches.tsx'))).toBe('page-matches');
  });

  it('keeps the session schema and zod together, without what a page lacking zod imports', () => {
    const member = memberChunks();
    expect(chunkOf(member, AUTH)).toBe('session');
    expect(chunkOf(member, src('lib/zod-jitless.ts'))).toBe('session');
    // The landing page imports it and has no zod: it must not download the session chunk.
    expect(chunkOf(member, TEXT)).toBeNull();
  });

  it('puts what sign-in shares with the member pages in one chunk, not what the landing page imports', () => {
    const member = memberChunks();
    expect(chunkOf(member, src('components/ui/text-field.tsx'))).toBe('shared');
    expect(chunkOf(member, src('lib/passkey.ts'))).toBe('shared');
    // The landing page (no zod) imports it: it must not download a chunk of the member app.
    expect(chunkOf(member, src('components/ui/button.tsx'))).toBeNull();
  });

  it('leaves the shell and icons to their own rules', () => {
    const member = memberChunks();
    expect(chunkOf(member, src('lib/api-client.ts'))).toBeNull();
    expect(chunkOf(member, src('main.tsx'))).toBeNull();
    expect(chunkOf(member, ICON)).toBeNull();
  });

  it('names visitor pages that exist', () => {
    for (const page of VISITOR_PAGES) expect(existsSync(src(page)), page).toBe(true);
  });
});
