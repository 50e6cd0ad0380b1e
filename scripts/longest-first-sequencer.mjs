// The order Vitest starts test files in (decision 122). Its own sequencer runs the files it has no
// record of in the order they were found, and on a clean clone (CI) it has none: the longest
// end-to-end specs could start last and hold the phase open alone while the other workers idle.
// Here every file runs longest first, by its duration in this machine's Vitest cache when there
// is one, else by the duration measured in a clean-clone run (scripts/test-durations.json,
// written by `TEST_DURATIONS_OUT=scripts/test-durations.json npm test`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

/** `project:relative/path` to milliseconds. */
const MEASURED = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'));

export class LongestFirstSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const root = this.ctx.config.root;
    /** @param {import('vitest/node').TestSpecification} spec */
    const duration = (spec) => {
      const key = `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
      return this.ctx.cache.getFileTestResults(key)?.duration ?? MEASURED[key] ?? 0;
    };
    const order = (a, b) =>
      a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
      a.project.name.localeCompare(b.project.name) ||
      duration(b) - duration(a);
    return [...files].sort(order);
  }
}
