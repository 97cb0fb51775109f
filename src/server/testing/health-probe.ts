/**
 * Asks `{origin}/api/health` every 20 ms, one request at a time, until a line arrives on
 * standard input; then prints `{ "count": n, "maxMs": m, "slowest": [5 slowest] }` and exits. Run as a process of
 * its own (`startHealthProbe`), so what the test process does never delays a request.
 */
const origin = process.argv[2];
if (!origin) throw new Error('Usage: health-probe.ts ORIGIN');
let stopped = false;
let count = 0;
let maxMs = 0;
const slowest: number[] = [];
process.stdin.once('data', () => (stopped = true));
while (!stopped) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/api/health answered ${response.status}`);
  const ms = performance.now() - started;
  maxMs = Math.max(maxMs, ms);
  slowest.push(ms);
  slowest.sort((a, b) => b - a).splice(5);
  count += 1;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.stdout.write(JSON.stringify({ count, maxMs, slowest }));
process.exit(0);
