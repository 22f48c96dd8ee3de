import type { RequestHandler } from 'express';

/**
 * Holds a pipelined request until its response owns the socket, and drops it if the client goes first.
 *
 * Node parses every request a client pipelines on one connection at once, but answers them in order:
 * a later response has no socket (`res.socket === null`) until the earlier ones have finished. Work
 * started before then (an open file stream, a render) waits on a socket that may never come, and when
 * the client disconnects Node destroys the queued requests without ever finishing their responses.
 * Waiting for the response's `socket` event means a request costs nothing until it is its turn, and a
 * request whose client has gone (`close` before `socket`) is never started.
 *
 * @returns Express middleware; calls `next()` once the response owns a live socket, otherwise never
 */
export function socketGate(): RequestHandler {
  return (req, res, next) => {
    if (res.socket) {
      if (!res.socket.destroyed) next();
      return;
    }
    const onSocket = () => {
      req.off('close', onClose);
      if (res.socket && !res.socket.destroyed) next();
    };
    const onClose = () => res.off('socket', onSocket);
    res.once('socket', onSocket);
    req.once('close', onClose);
  };
}
