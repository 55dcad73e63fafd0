import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest reporter for scripts/test.mjs: writes to TEST_SUMMARY_FILE, once
 * the run ends, what each test file gave — its project, its tests passed,
 * failed and skipped, its `expect` calls (counted by scripts/test/expects.ts)
 * and the time it took from its import to its last hook — so the run's line
 * "N passed, N failed", its count of checks and its table of the slowest files
 * come from one place. A file that failed before any test ran (it did not
 * load, a hook threw) counts as one failure.
 */
export interface FileSummary {
  project: string;
  file: string;
  passed: number;
  failed: number;
  skipped: number;
  expects: number;
  /** Milliseconds: environment, setup files, import and collection, then every test and hook. */
  ms: number;
  /** The file itself failed (it did not load, a hook threw), whatever its tests did. */
  broken: boolean;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env.TEST_SUMMARY_FILE;
    if (!out) return;
    const files: FileSummary[] = modules.map((m) => {
      const s: FileSummary = { project: m.project.name, file: m.moduleId.replace(`${process.cwd()}/`, ''), passed: 0, failed: 0, skipped: 0, expects: 0, ms: 0, broken: false };
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') s.passed += 1;
        else if (state === 'failed') s.failed += 1;
        else s.skipped += 1;
        s.expects += (t.meta() as { expects?: number }).expects ?? 0;
      }
      const d = m.diagnostic();
      s.ms = Math.round(d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration);
      s.broken = m.state() === 'failed' && s.failed === 0;
      return s;
    });
    writeFileSync(out, JSON.stringify(files, null, 1));
  }
}
