// A Vitest reporter for npm test: each file's result and wall time, and every unhandled error with
// the file it came from, written as JSON to RESHELF_TEST_REPORT for scripts/test.mjs to count.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class TestReport {
  started = new Map();
  files = [];

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleStart(testModule) {
    this.started.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    const tests = { passed: 0, failed: 0, skipped: 0 };
    for (const test of testModule.children.allTests()) tests[stateOf(test.result().state)] += 1;
    const start = this.started.get(testModule.moduleId) ?? Date.now();
    this.files.push({
      file: relative(this.root, testModule.moduleId),
      project: testModule.project.name,
      state: testModule.state(),
      // A file that could not load, or whose hooks failed, has errors of its own.
      errors: testModule.errors().map((e) => e.message),
      tests,
      start,
      end: Date.now(),
    });
  }

  onTestRunEnd(_modules, unhandledErrors) {
    const path = process.env.RESHELF_TEST_REPORT;
    if (!path) return;
    const unhandled = unhandledErrors.map((e) => ({
      file: e.VITEST_TEST_PATH ? relative(this.root, e.VITEST_TEST_PATH) : null,
      test: e.VITEST_TEST_NAME ?? null,
      message: `${e.name ?? 'Error'}: ${e.message}`,
    }));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ files: this.files, unhandled }, null, 2));
  }
}

const stateOf = (state) => (state === 'passed' ? 'passed' : state === 'failed' ? 'failed' : 'skipped');
