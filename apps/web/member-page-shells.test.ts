import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { MEMBER_LAYOUT, SESSION_ROOTS, source } from './chunk-groups';
import { memberPageChunks } from './member-page-shells';

function chunk(fileName: string, imports: string[], options: Partial<OutputChunk> = {}): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    ...options,
  } as OutputChunk;
}

const FOR_YOU = ['app/routes/for-you.tsx', 'app/page-data/for-you.ts'];

/** A build laid out as decision 123's groups make it. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/runtime.js', 'assets/shell.js'], { isEntry: true }),
    chunk('assets/runtime.js', []),
    chunk('assets/shell.js', ['assets/runtime.js']),
    chunk('assets/session.js', ['assets/shell.js']),
    chunk('assets/auth.js', ['assets/session.js'], { facadeModuleId: SESSION_ROOTS[0] }),
    chunk('assets/member.js', ['assets/session.js', 'assets/shell.js']),
    chunk('assets/member-layout.js', ['assets/member.js'], { facadeModuleId: source(MEMBER_LAYOUT) }),
    chunk('assets/page-for-you.js', ['assets/member.js', 'assets/session.js'], {
      moduleIds: [source('app/page-data/for-you.ts')],
    }),
    chunk('assets/for-you.js', ['assets/page-for-you.js'], { facadeModuleId: source('app/routes/for-you.tsx') }),
    chunk('assets/realtime.js', ['assets/member.js']),
    chunk('assets/matches.js', ['assets/member.js'], { facadeModuleId: source('app/routes/matches.tsx') }),
  ].map((output) => [output.fileName, output]),
) as OutputBundle;

describe('memberPageChunks (decision 123)', () => {
  it("names the session schema's, the layout's and the page's chunks, each after what it imports, and nothing the shell already loads", () => {
    expect(memberPageChunks(bundle, FOR_YOU)).toEqual([
      'assets/session.js',
      'assets/auth.js',
      'assets/member.js',
      'assets/member-layout.js',
      'assets/page-for-you.js',
      'assets/for-you.js',
    ]);
  });

  it('fails the build when a page module is in no chunk (a page renamed without its entry here)', () => {
    expect(() => memberPageChunks(bundle, ['app/routes/gone.tsx'])).toThrow(/no chunk holds/);
  });
});
