/**
 * A server's readiness line is found however its output pipe splits it, its output keeps flowing after
 * (a server whose log is not read stalls), and an output that ends first is an error, not a wait.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { serverReady } from '../../scripts/server-ready';

describe('serverReady', () => {
  it('settles on a line split across two chunks, after lines that are not it', async () => {
    const output = new PassThrough();
    const ready = serverReady(output, { readyText: 'Storefront ready' });
    let settled = false;
    void ready.then(() => {
      settled = true;
    });
    output.write('compiling the templates\nStorefr');
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    output.write('ont ready on http://127.0.0.1:8080\n');
    await expect(ready).resolves.toBeUndefined();
  });

  it('leaves the output flowing to its other readers after the line', async () => {
    const output = new PassThrough({ highWaterMark: 16 });
    const echoed: string[] = [];
    output.on('data', (chunk: Buffer) => echoed.push(chunk.toString()));
    const ready = serverReady(output, { readyText: 'ready' });
    output.write('ready\n');
    await ready;
    const requestLog = Array.from({ length: 200 }, (_, index) => `GET /shop ${index}\n`).join('');
    output.end(requestLog);
    await new Promise((resolve) => output.once('end', resolve));
    expect(echoed.join('')).toBe(`ready\n${requestLog}`);
  });

  it('rejects when the output ends before the line, naming what it waited for', async () => {
    const output = new PassThrough();
    const ready = serverReady(output, { readyText: 'Storefront ready' });
    output.end('Error: PORT must be a number\n');
    await expect(ready).rejects.toThrow('"Storefront ready"');
  });

  it('rejects once its time bound passes without the line, and not before', async () => {
    vi.useFakeTimers();
    try {
      const output = new PassThrough();
      const ready = serverReady(output, { readyText: 'Storefront ready', timeoutMs: 15_000 });
      let outcome = 'waiting';
      ready.catch((error: Error) => {
        outcome = error.message;
      });
      output.write('compiling the templates\n');
      await vi.advanceTimersByTimeAsync(14_999);
      expect(outcome).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBe('no "Storefront ready" from the server in 15 s');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands every line to its reader, those after the readiness line too', async () => {
    const output = new PassThrough();
    const seen: string[] = [];
    const ready = serverReady(output, { readyText: 'ready', onLine: (line) => seen.push(line) });
    output.write('starting\nready on :8080\nGET /shop 200\n');
    await ready;
    output.end('GET / 200\n');
    await new Promise((resolve) => output.once('end', resolve));
    expect(seen).toEqual(['starting', 'ready on :8080', 'GET /shop 200', 'GET / 200']);
  });
});
