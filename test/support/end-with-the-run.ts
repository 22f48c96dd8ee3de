/**
 * Set-up file of the projects whose tests start processes (servers, browsers, Varnish, Xvfb): a test
 * worker whose run has gone (the main `vitest` process ended by Ctrl+C or a job's time-out, so the IPC
 * channel closed) exits at once, which runs the `signal-exit` handlers that stop what its tests started,
 * instead of staying with them until its tests end, or never.
 */

/** The worker's exit code when its run has gone: 128 + SIGHUP's number, as for a closed terminal. */
const RUN_GONE_EXIT_CODE = 129;

const worker = globalThis as typeof globalThis & { endsWithTheRun?: true };
if (!worker.endsWithTheRun && process.connected) {
  worker.endsWithTheRun = true;
  process.once('disconnect', () => process.exit(RUN_GONE_EXIT_CODE));
}
