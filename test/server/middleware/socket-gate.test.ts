/**
 * The socket gate on keep-alive connections: a connection carries its share of requests
 * (`SERVER_LIMITS.maxRequestsPerSocket`), the last one answered 200 with `Connection: close`, and then
 * closes cleanly; a client that keeps sending never gets the 503 Node would otherwise answer.
 */
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_LIMITS } from '../../../server/config';
import { listenDuringFile, silentApp } from '../../support/http';

const port = listenDuringFile(silentApp());

/** A raw keep-alive connection that records everything the server sends and when it closes. */
function keepAliveConnection() {
  const socket = net.connect(port(), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    closed,
    received: () => received,
    /** Responses received so far (status lines). */
    responses: () => received.split('HTTP/1.1 ').length - 1,
  };
}

describe('keep-alive connections', () => {
  it('closes a connection cleanly after its last allowed request: Connection: close, never a 503', async () => {
    const connection = keepAliveConnection();
    const { socket } = connection;
    // Like a load tester that ignores Connection: close: one request after each response, on and on.
    for (let sent = 1; sent <= SERVER_LIMITS.maxRequestsPerSocket + 5 && !socket.destroyed; sent++) {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await vi.waitFor(() => expect(connection.responses() >= sent || socket.destroyed).toBe(true), {
        timeout: 2000,
        interval: 1,
      });
    }
    await connection.closed;
    expect(connection.responses()).toBe(SERVER_LIMITS.maxRequestsPerSocket);
    expect(connection.received()).not.toContain('503');
    const last = connection.received().slice(connection.received().lastIndexOf('HTTP/1.1 '));
    expect(last).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\nConnection: close\r\n/i);
  });
});
