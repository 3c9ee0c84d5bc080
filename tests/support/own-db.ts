import { expect } from 'vitest';

/** The test files whose every test starts a database of its own, by path. */
const ownDbFiles = new Set<string>();

/**
 * Called at the top of a test file whose every test builds its own small database in a
 * beforeEach (startTinyDb, openShop): tests/setup.ts then does not make the demo data before each
 * of its tests, work the test would throw away at once.
 */
export function everyTestBuildsItsDb(): void {
  ownDbFiles.add(expect.getState().testPath ?? '');
}

/** Whether the running test's file builds its own database for every test. */
export function testBuildsItsDb(): boolean {
  return ownDbFiles.has(expect.getState().testPath ?? '');
}
