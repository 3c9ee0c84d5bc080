// `npm run audit`: fails on any high or critical advisory in the runtime dependencies
// (`npm audit --omit=dev`). When the registry's advisory service cannot be reached (some
// mirrors and sandboxes answer 405 or nothing), it says so and does not fail: a check that
// could not run is reported, never counted as passed.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = String(report.message ?? report.error?.summary ?? 'no answer').trim();
  console.warn(`audit: NOT RUN - the advisory service did not answer (${reason}). Run \`npm audit --omit=dev\` where the registry allows it.`);
  process.exit(0);
}
const high = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `audit: runtime dependencies - critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}`,
);
if (high > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') console.error(`  ${v.severity}: ${name} ${v.range ?? ''}`);
  }
  process.exit(1);
}
