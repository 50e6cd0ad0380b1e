import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's layering (docs/layout.md), read from the import statements of its product code.
// Lint (import-x/no-restricted-paths) keeps each import to a module's public files; this keeps
// the graph of modules one-way, which a list of public files alone cannot.

const SRC = path.resolve(import.meta.dirname, '../../src');
const LOWER_LAYERS = ['db', 'http', 'events', 'jobs', 'image-models', 'storage', 'shared-limits', 'backup'];
/** Leaves every layer may read. */
const LEAVES = ['config'];

function productFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Relative imports of a file (static, dynamic and type-only), resolved to paths under src/. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => path.relative(SRC, path.resolve(path.dirname(file), specifier)));
}

/** "modules/likes" for a path in a module, else its top folder ("db", "realtime") or file. */
function unitOf(relative: string): string {
  const [top, second] = relative.replace(/\.tsx?$/, '').split(path.sep);
  return top === 'modules' && second ? `modules/${second}` : top!;
}

function graph(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of productFiles(SRC)) {
    const from = unitOf(path.relative(SRC, file));
    for (const target of importsOf(file)) {
      const to = unitOf(target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

describe('the server module graph', () => {
  const edges = graph();

  it('reads the real tree (it finds modules importing modules)', () => {
    const moduleEdges = [...edges].filter(
      ([from, to]) => from.startsWith('modules/') && [...to].some((unit) => unit.startsWith('modules/')),
    );
    expect(moduleEdges.length).toBeGreaterThan(5);
  });

  it('has no two modules importing each other', () => {
    const mutual: string[] = [];
    for (const [from, targets] of edges) {
      for (const to of targets) {
        if (from < to && from.startsWith('modules/') && edges.get(to)?.has(from)) mutual.push(`${from} <-> ${to}`);
      }
    }
    expect(mutual).toEqual([]);
  });

  it('has nothing below the modules (db, http, events, jobs) importing a module or anything above', () => {
    const upward = LOWER_LAYERS.flatMap((layer) =>
      [...(edges.get(layer) ?? [])]
        .filter((to) => !LOWER_LAYERS.includes(to) && !LEAVES.includes(to))
        .map((to) => `${layer} -> ${to}`),
    );
    expect(upward).toEqual([]);
  });
});
