/**
 * A liveness prober for the benchmarks, run as a process of its own so that the load generator's busy
 * event loop never delays it: every `--every` ms it asks for a URL over a fresh TCP connection, as the
 * kubelet does, and prints one JSON line per probe: `{"at": <ms since start>, "ms": <latency>,
 * "status": <code>}` or `{"at", "ms", "error": "<code>"}` when it failed or took longer than
 * `--timeout` ms. It stops when its standard input closes (the parent ended it) or on SIGTERM.
 *
 * Usage: `tsx bench/health-probe.ts <url> [--every 500] [--timeout 10000]`
 */
import http from 'node:http';
import { defineCommand, numberOf } from '../scripts/command-line';

const command = defineCommand(
  'tsx bench/health-probe.ts',
  'probes a URL over a fresh connection every few ms, one JSON line per probe',
)
  .usage('<url> [options]')
  .argument('<url>', 'the URL probed')
  .option('--every <ms>', 'ms between probes', numberOf({ min: 1 }), 500)
  .option('--timeout <ms>', 'ms after which a probe counts as failed', numberOf({ min: 1 }), 10_000)
  .parse();
const [url] = command.processedArgs;
const { every: everyMs, timeout: timeoutMs } = command.opts();
const started = performance.now();

/** One probe over a new connection (`agent: false`), settled with its outcome. */
function probe(): Promise<{ ms: number; status?: number; error?: string }> {
  const begin = performance.now();
  const elapsed = () => Math.round((performance.now() - begin) * 10) / 10;
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: elapsed(), status: response.statusCode ?? 0 }));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ms: elapsed(), error: error.code ?? 'ERROR' }),
    );
  });
}

const timer = setInterval(async () => {
  const at = Math.round(performance.now() - started);
  console.log(JSON.stringify({ at, ...(await probe()) }));
}, everyMs);
const stop = () => {
  clearInterval(timer);
  process.exit(0);
};
process.stdin.on('end', stop).resume();
process.on('SIGTERM', stop);
