/**
 * The production server process: reads the settings, builds the app, listens on the public port and
 * serves the metrics on their own (`METRICS_PORT`), and drains on SIGTERM (docs/product.md "Running
 * it"). This module owns the HTTP servers, so it owns the draining flag too.
 */
import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createHttpServer, listen } from './http-server';
import { createMetrics, createMetricsServer } from './metrics';

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
const metrics = createMetrics({ processMetrics: true });
const app = createApp({ config, logger, lifecycle, metrics });
const server = createHttpServer(app);
const metricsServer = createMetricsServer(metrics.registry, app);

/**
 * Listens, or ends the process with one line naming the settings and the cause and a non-zero exit,
 * so a supervisor notices.
 *
 * @param target - the server to start
 * @param port - its port setting's value
 * @param portSetting - that setting's name, for the message
 * @returns the bound port
 */
async function listenOrExit(target: Server, port: number, portSetting: string): Promise<number> {
  try {
    return await listen(target, port, config.host);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    logger.fatal(
      { port, host: config.host, code },
      `Cannot listen on HOST=${config.host} ${portSetting}=${port}: ${code ?? message}`,
    );
    process.exit(1);
  }
}

// Before listening, so a signal that arrives as soon as the server is up drains it like any other.
process.on('SIGTERM', () => shutdown('SIGTERM', config.shutdownGraceMs));
// Ctrl+C in a terminal: nobody is load-balancing, so no grace period.
process.on('SIGINT', () => shutdown('SIGINT', 0));

const metricsPort = await listenOrExit(metricsServer, config.metricsPort, 'METRICS_PORT');
const port = await listenOrExit(server, config.port, 'PORT');
logger.info({ port, metricsPort }, `Storefront ready at http://localhost:${port}`);

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
    metricsServer.close();
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
