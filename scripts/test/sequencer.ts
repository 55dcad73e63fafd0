import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys' longest files, started first (measured: docs/TESTING.md, "where the time goes"): with
 * two workers each taking the next file, the long ones begin together and the short ones fill in
 * behind them, so both workers end at about the same time instead of one waiting on the last long
 * file. vitest orders the rest (by its cache of durations where it has one, else larger files first);
 * a file missing from this list only starts later.
 */
const LONGEST_FIRST = [
  'e2e/a11y.test.ts',
  'e2e/reflow.test.ts',
  'e2e/animate.test.ts',
  'e2e/keyboard.test.ts',
  'e2e/designer-fix.test.ts',
  'e2e/keyboard-brand-ppt.test.ts',
  'e2e/reduced-motion.test.ts',
];

const rank = (spec: TestSpecification) => {
  const i = LONGEST_FIRST.findIndex((f) => spec.moduleId.endsWith(`/${f}`));
  return i === -1 ? LONGEST_FIRST.length : i;
};

export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // vitest's order of the projects kept; within each, the listed files first in their order, then the rest in
    // vitest's order (Array.prototype.sort is stable).
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    return [...byProject.values()].flatMap((specs) => specs.sort((a, b) => rank(a) - rank(b)));
  }
}
