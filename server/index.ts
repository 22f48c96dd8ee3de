/**
 * The production server process: reads the settings, builds the app, listens, and drains on SIGTERM
 * (docs/product.md "Running it"). This module owns the HTTP server, so it owns the draining flag too.
 */
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createHttpServer, listen } from './http-server';

/** After the grace period, how long in-flight requests may take before the process exits anyway, in ms. */
export const DRAIN_DEADLINE_MS = 3000;

const logger = pino();

process.on('uncaughtException', (error) => {
  // State is unknown after an uncaught exception: log it and exit non-zero so the supervisor restarts us.
  logger.fatal(
    { err: { type: error.name, message: error.message, stack: error.stack } },
    'uncaught exception',
  );
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: String(reason) }, 'unhandled rejection');
  process.exit(1);
});

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const line of error.message.split('\n')) logger.fatal(line);
  process.exit(1);
}

const lifecycle = { draining: false };
const app = createApp({ config, logger, lifecycle });
const server = createHttpServer(app);

try {
  const port = await listen(server, config.port, config.host);
  logger.info({ port }, `Storefront ready at http://localhost:${port}`);
} catch (error) {
  // One line naming the settings and the cause, and a non-zero exit, so a supervisor notices.
  const { code, message } = error as NodeJS.ErrnoException;
  logger.fatal(
    { port: config.port, host: config.host, code },
    `Cannot listen on HOST=${config.host} PORT=${config.port}: ${code ?? message}`,
  );
  process.exit(1);
}

/**
 * Drains like a load balancer expects: `/readyz` answers 503 at once and responses say
 * `Connection: close`, while the server keeps listening for the grace period so the balancer can take
 * this instance out of rotation without refused connections. Then it stops accepting, lets in-flight
 * requests finish (at most {@link DRAIN_DEADLINE_MS}) and exits 0.
 *
 * @param signal - the signal received
 * @param graceMs - how long to keep serving first, in ms
 */
function shutdown(signal: string, graceMs: number) {
  if (lifecycle.draining) return;
  lifecycle.draining = true;
  logger.info({ signal, graceMs }, 'draining: readiness fails, still serving during the grace period');
  setTimeout(() => {
    logger.info('closing: no new connections, finishing in-flight requests');
    server.close(() => {
      logger.info('server closed');
      process.exit(0);
    });
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger.warn('drain deadline reached, closing remaining connections');
      server.closeAllConnections();
      process.exit(0);
    }, DRAIN_DEADLINE_MS).unref();
  }, graceMs);
}
process.on('SIGTERM', () => shutdown('SIGTERM', config.shutdownGraceMs));
// Ctrl+C in a terminal: nobody is load-balancing, so no grace period.
process.on('SIGINT', () => shutdown('SIGINT', 0));
