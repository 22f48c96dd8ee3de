import { createServer, type RequestListener, type Server } from 'node:http';

/** Connection limits and timeouts of the HTTP server, in ms unless stated. */
export const SERVER_LIMITS = {
  /** How often Node checks requests against `headersTimeout` and `requestTimeout` (default 30 s). */
  connectionsCheckingInterval: 1000,
  /** Time allowed to receive the request headers. */
  headersTimeout: 10_000,
  /** Time allowed to receive the whole request. */
  requestTimeout: 30_000,
  /** Idle time after which a keep-alive socket is closed. */
  keepAliveTimeout: 5000,
  /** Socket inactivity after which it is destroyed (`server.timeout`, 0 = never by default). */
  socketTimeout: 60_000,
  /** Requests one socket may carry; afterwards Node answers `Connection: close` (a count, not ms). */
  maxRequestsPerSocket: 100,
  /**
   * Connections the kernel may hold before Node accepts them (a count). Node's default of 511
   * overflows when a thousand phones connect at once, and a dropped SYN costs its client a 1 s retry;
   * the kernel caps it at `net.core.somaxconn` (4096 on current Linux).
   */
  listenBacklog: 4096,
} as const;

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
