/**
 * The server process (docs/architecture.md, "The request"): the HTTP server and its limits, and, when
 * this file is what `node` runs (`node dist/server/index.js`), the process itself: it reads the
 * settings, builds the app, listens on the public port and serves the metrics on their own
 * (`METRICS_PORT`), and drains on SIGTERM (docs/product.md "Running it"). This module owns the HTTP
 * servers, so it owns the draining flag too. Imported (by the tests, the export and the benchmarks), it
 * only lends its HTTP server.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig, READY_MESSAGE, SERVER_LIMITS, type ServerConfig } from './config';
import { createMetrics, createMetricsServer } from './telemetry';

/**
 * Creates the storefront's HTTP server around a request listener, with finite timeouts checked every
 * second and a cap on requests per socket, so no client can hold a connection or queue work forever.
 *
 * @param listener - the Express app (or any request listener)
 * @returns the server, not yet listening
 */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(
    {
      connectionsCheckingInterval: SERVER_LIMITS.connectionsCheckingInterval,
      headersTimeout: SERVER_LIMITS.headersTimeout,
      requestTimeout: SERVER_LIMITS.requestTimeout,
    },
    listener,
  );
  server.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeout;
  server.maxRequestsPerSocket = SERVER_LIMITS.maxRequestsPerSocket;
  server.timeout = SERVER_LIMITS.socketTimeout;
  return server;
}

/**
 * Starts listening and settles only once the socket is bound.
 *
 * @param server - from {@link createHttpServer}
 * @param port - TCP port (0 picks a free one)
 * @param host - interface to bind, e.g. `0.0.0.0`
 * @returns the bound port
 * @throws the listen error (`EADDRINUSE`, `EACCES`, `EADDRNOTAVAIL`, `ENOTFOUND`...) as a rejection
 */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen({ port, host, backlog: SERVER_LIMITS.listenBacklog }, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** After the grace period, how long in-flight requests may take before the process exits anyway, in ms. */
export const DRAIN_DEADLINE_MS = 3000;

/**
 * Runs the storefront as a process: settings, servers, listening, draining. Exits 1 with one line on a
 * bad setting or a failed listen, and on an uncaught exception.
 */
async function main(): Promise<void> {
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

  let config: ServerConfig;
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
  const listenOrExit = async (target: Server, port: number, portSetting: string): Promise<number> => {
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
  };

  /**
   * Drains like a load balancer expects: the readiness probe answers 503 at once and responses say
   * `Connection: close`, while the server keeps listening for the grace period so the balancer can take
   * this instance out of rotation without refused connections. Then it stops accepting, lets in-flight
   * requests finish (at most {@link DRAIN_DEADLINE_MS}) and exits 0.
   *
   * @param signal - the signal received
   * @param graceMs - how long to keep serving first, in ms
   */
  const shutdown = (signal: string, graceMs: number) => {
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
  };

  // Before listening, so a signal that arrives as soon as the server is up drains it like any other.
  process.on('SIGTERM', () => shutdown('SIGTERM', config.shutdownGraceMs));
  // Ctrl+C in a terminal: nobody is load-balancing, so no grace period.
  process.on('SIGINT', () => shutdown('SIGINT', 0));

  const metricsPort = await listenOrExit(metricsServer, config.metricsPort, 'METRICS_PORT');
  const port = await listenOrExit(server, config.port, 'PORT');
  logger.info({ port, metricsPort }, `${READY_MESSAGE} at http://localhost:${port}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
