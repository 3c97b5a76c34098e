/**
 * A vitest reporter beside the default one when failed tests run again (TEST_RETRIES, decision 043): it names every
 * test that passed only on a later run, so a flaky test is seen and fixed, not hidden by the retry.
 */
export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky)
      this.flaky.push(`${testCase.module.moduleId} > ${testCase.fullName} (${diagnostic.retryCount} retry)`);
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    console.log(`\nflaky: ${this.flaky.length} test(s) passed only when run again; fix each:`);
    for (const line of this.flaky) console.log(`flaky: ${line}`);
  }
}
