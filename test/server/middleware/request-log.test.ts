/**
 * The request log (`requestLog` in `server/telemetry.ts`): one JSON line per request with its id,
 * method, path without its query, status and response time, and never a query, a form value, a cookie
 * or an authorization header.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app';
import { testConfig } from '../../support/http';

/** A logger that keeps every line it writes, raw and parsed. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, destination), lines, raw };
}

/** Method, path and status of a request log line. */
function summaryOf(line: Record<string, unknown>) {
  const req = line.req as { method: string; path: string };
  const res = line.res as { statusCode: number };
  return [req.method, req.path, res.statusCode];
}

describe('request logging', () => {
  it('writes one JSON line per request with method, path without query, status and response time', async () => {
    const { logger, lines, raw } = memoryLogger();
    const logged = createApp({ logger, config: testConfig() });
    await request(logged).get('/shop?email=a@b.com');
    await request(logged).get('/nope?email=a%40b.com');
    await request(logged).get('/%');
    await request(logged).post('/contact?email=a@b.com').type('form').send('email=a%40b.com');
    await request(logged).get('/assets/no-such-file.js?email=a@b.com');
    await vi.waitFor(() => expect(lines).toHaveLength(5));
    expect(lines.map(summaryOf)).toEqual([
      ['GET', '/shop', 200],
      ['GET', '/nope', 404],
      ['GET', '/%', 400],
      ['POST', '/contact', 405],
      ['GET', '/assets/no-such-file.js', 404],
    ]);
    for (const line of lines) expect(typeof line.responseTime).toBe('number');
    const ids = lines.map((line) => (line.req as { id: unknown }).id);
    expect(new Set(ids).size, 'each line names its own request').toBe(lines.length);
    for (const text of raw) {
      expect(text).not.toContain('a@b.com');
      expect(text).not.toContain('a%40b.com');
      expect(text).not.toContain('email=');
    }
  });

  it('does not log request headers such as cookies or authorization', async () => {
    const { logger, raw } = memoryLogger();
    const logged = createApp({ logger, config: testConfig() });
    await request(logged)
      .get('/')
      .set('Cookie', 'session=cookie-secret')
      .set('Authorization', 'Bearer token-secret');
    await vi.waitFor(() => expect(raw).toHaveLength(1));
    expect(raw[0]).not.toContain('cookie-secret');
    expect(raw[0]).not.toContain('token-secret');
  });
});
