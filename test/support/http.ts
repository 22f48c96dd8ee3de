/**
 * Helpers shared by the server tests: the app with a silent logger, a listening server on a free port
 * (for one test or for a whole file), a raw HTTP/1.1 client that sends the request-target byte for
 * byte (supertest and `http.request` normalise or reject some of the hostile targets under test), a
 * check that a redirect stays on this origin, and an HTML parser for inspecting `<head>`.
 */

import type { RequestListener, Server } from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import type express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, createApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { createHttpServer, listen as listenOn } from '../../server/index';

/**
 * The server's default settings, on the test run's own build (`test/support/test-build.ts`).
 *
 * @param overrides - settings to change, e.g. `siteUrl` or `load`
 * @returns the configuration
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), distDir: inject('distDir'), ...overrides };
}

/**
 * The storefront's app on the test run's build, logging nothing.
 *
 * @param options - overrides, as for `createApp`; the configuration defaults to {@link testConfig}
 * @returns the app, not listening
 */
export function silentApp(options: AppOptions = {}): express.Express {
  return createApp({ logger: pino({ level: 'silent' }), ...options, config: options.config ?? testConfig() });
}

/** A server listening on 127.0.0.1 on a free port. */
export interface Listening {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts `app` on a free local port in the storefront's own HTTP server (its timeouts and limits).
 *
 * @param app - the Express app
 * @returns the server, its port and a `close` that also drops keep-alive sockets
 */
export async function listen(app: RequestListener): Promise<Listening> {
  const server = createHttpServer(app);
  const port = await listenOn(server, 0, '127.0.0.1');
  return {
    server,
    port,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Starts `app` before the file's tests and closes it after them.
 *
 * @param app - the Express app
 * @returns a getter for the port it listens on, valid inside the file's tests
 */
export function listenDuringFile(app: RequestListener): () => number {
  let listening: Listening | undefined;
  beforeAll(async () => {
    listening = await listen(app);
  });
  afterAll(() => listening?.close());
  return () => {
    if (!listening) throw new Error('the server starts in beforeAll');
    return listening.port;
  };
}

/**
 * Whether a `Location` header stays on this origin: one `/`, then neither `/` nor `\`.
 *
 * @param location - the header's value
 * @returns true for a path on this site, false for anything a browser could take elsewhere
 */
export function isOnSite(location: string): boolean {
  return /^\/(?![/\\])/.test(location);
}

/** A parsed raw HTTP response. */
export interface RawResponse {
  status: number;
  /** Header names lower-cased; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The body after de-chunking and decompression (gzip, br, deflate), as UTF-8 text. */
  body: string;
}

/**
 * Sends one request over a fresh TCP connection exactly as given (no URL normalisation or validation)
 * and reads the response until the server closes the connection.
 *
 * @param port - the local port
 * @param method - request method, sent verbatim
 * @param target - request-target, sent verbatim (may contain `\\`, `<`, raw bytes...)
 * @param headers - extra headers (values must not contain CR or LF)
 * @returns status, lower-cased headers and decoded body
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      const raw = Buffer.concat(chunks);
      try {
        const parsed = parseResponse(raw);
        if (parsed) resolve(parsed);
        else
          reject(
            new Error(
              `No HTTP response for ${method} ${JSON.stringify(target)}: ${JSON.stringify(raw.toString('latin1'))}`,
            ),
          );
      } catch (error) {
        reject(error);
      }
    };
    socket.setTimeout(10_000, () => {
      socket.destroy();
      finish();
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('close', finish);
    // A server may reset the connection after answering early (e.g. 431); keep what was received.
    socket.on('error', () => finish());
    const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  });
}

function parseResponse(raw: Buffer): RawResponse | null {
  const headerEnd = raw.indexOf('\r\n\r\n');
  if (headerEnd === -1 || !raw.subarray(0, 9).toString('latin1').startsWith('HTTP/1.1 ')) return null;
  const [statusLine, ...headerLines] = raw.subarray(0, headerEnd).toString('latin1').split('\r\n');
  const status = Number(statusLine?.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  let body = raw.subarray(headerEnd + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body);
  if (body.length > 0) {
    const encoding = headers['content-encoding'];
    if (encoding === 'gzip') body = zlib.gunzipSync(body);
    else if (encoding === 'br') body = zlib.brotliDecompressSync(body);
    else if (encoding === 'deflate') body = zlib.inflateSync(body);
  }
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Number of non-overlapping occurrences of `needle` in `haystack`. */
export function countOf(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}
