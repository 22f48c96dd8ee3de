/**
 * A server's readiness line is found however its output pipe splits it, its output keeps flowing after
 * (a server whose log is not read stalls), and an output that ends first is an error, not a wait.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { serverReady } from '../../scripts/server-ready';

describe('serverReady', () => {
  it('settles on a line split across two chunks, after lines that are not it', async () => {
    const output = new PassThrough();
    const ready = serverReady(output, 'Storefront ready');
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
    const ready = serverReady(output, 'ready');
    output.write('ready\n');
    await ready;
    const requestLog = Array.from({ length: 200 }, (_, index) => `GET /shop ${index}\n`).join('');
    output.end(requestLog);
    await new Promise((resolve) => output.once('end', resolve));
    expect(echoed.join('')).toBe(`ready\n${requestLog}`);
  });

  it('rejects when the output ends before the line, naming what it waited for', async () => {
    const output = new PassThrough();
    const ready = serverReady(output, 'Storefront ready');
    output.end('Error: PORT must be a number\n');
    await expect(ready).rejects.toThrow('"Storefront ready"');
  });
});
