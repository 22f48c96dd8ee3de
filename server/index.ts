import { pino } from 'pino';
import { createApp } from './app';
import { loadConfig } from './config';
import { createHttpServer, listen } from './http-server';

/** Longest time a graceful shutdown may take before the process exits anyway, in ms (Docker allows 10 s). */
export const SHUTDOWN_DEADLINE_MS = 8000;

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

const config = loadConfig();
const app = createApp({ config, logger });
const server = createHttpServer(app);

try {
  const port = await listen(server, config.port, config.host);
  logger.info({ port }, `Storefront ready at http://localhost:${port}`);
  console.log(`Storefront ready at http://localhost:${port}`);
} catch (error) {
  // One line that names the settings and the cause, then a non-zero exit so a supervisor notices.
  const { code, message } = error as NodeJS.ErrnoException;
  logger.fatal(
    { port: config.port, host: config.host, code },
    `Cannot listen on HOST=${config.host} PORT=${config.port}: ${code ?? message}`,
  );
  process.exit(1);
}

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'draining: finishing in-flight requests');
  app.startDraining();
  // Stop accepting connections; the callback runs once in-flight requests have finished.
  server.close((error) => {
    logger.info('server closed');
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
  idleSweep.unref();
  setTimeout(() => {
    logger.warn('shutdown deadline reached, closing remaining connections');
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_DEADLINE_MS).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
