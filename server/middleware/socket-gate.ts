import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';

/**
 * Holds a pipelined request until its response owns the socket, drops it if the client goes first, and
 * ends a keep-alive connection cleanly once it has carried its share of requests.
 *
 * Node parses every request a client pipelines on one connection at once, but answers them in order:
 * a later response has no socket (`res.socket === null`) until the earlier ones have finished. Work
 * started before then (an open file stream, a render) waits on a socket that may never come, and when
 * the client disconnects Node destroys the queued requests without ever finishing their responses.
 * Waiting for the response's `socket` event means a request costs nothing until it is its turn, and a
 * request whose client has gone (`close` before `socket`) is never started.
 *
 * The last request a socket may carry (`maxRequestsPerSocket`) is answered with `Connection: close`,
 * so Node closes the socket after it; on its own, Node only says `close` and answers any request that
 * still arrives on the socket with 503.
 *
 * @param maxRequestsPerSocket - requests one connection may carry (a count), as set on the server
 * @returns Express middleware; calls `next()` once the response owns a live socket, otherwise never
 */
export function socketGate(maxRequestsPerSocket: number): RequestHandler {
  const served = new WeakMap<Socket, number>();
  return (req, res, next) => {
    const go = () => {
      const socket = res.socket;
      if (!socket || socket.destroyed) return;
      const count = (served.get(socket) ?? 0) + 1;
      served.set(socket, count);
      if (count >= maxRequestsPerSocket) res.setHeader('Connection', 'close');
      next();
    };
    if (res.socket) {
      go();
      return;
    }
    const onClose = () => res.off('socket', onSocket);
    const onSocket = () => {
      req.off('close', onClose);
      go();
    };
    res.once('socket', onSocket);
    req.once('close', onClose);
  };
}
