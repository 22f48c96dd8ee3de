/**
 * The tests and the lab read a server's counts from its Prometheus text: a counter's value and a histogram's
 * observation count, by labels, from what prom-client really writes, even beside a gauge it writes as `Nan`.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { labelSets, parseMetrics, sampleSum } from '../../scripts/harness/metrics';

/** Prometheus text as prom-client writes it: a labelled counter, a histogram by route, a gauge never set. */
async function exposition(): Promise<string> {
  const registry = new Registry();
  const shed = new Counter({
    name: 'shed_total',
    help: 'refused',
    labelNames: ['reason'],
    registers: [registry],
  });
  shed.inc({ reason: 'queue_full' }, 3);
  shed.inc({ reason: 'wait_timeout' }, 2);
  const renders = new Histogram({
    name: 'render_seconds',
    help: 'renders',
    labelNames: ['route'],
    registers: [registry],
  });
  renders.observe({ route: '/shop' }, 0.01);
  renders.observe({ route: '/shop' }, 0.2);
  renders.observe({ route: '/' }, 0.01);
  new Gauge({ name: 'lag_seconds', help: 'lag', registers: [registry] }).set(Number.NaN);
  return registry.metrics();
}

describe('reading Prometheus text', () => {
  it("adds up a counter's values and a histogram's counts, by labels", async () => {
    const metrics = await parseMetrics(await exposition(), ['shed_total', 'render_seconds']);
    expect(sampleSum(metrics, 'shed_total')).toBe(5);
    expect(sampleSum(metrics, 'shed_total', { reason: 'queue_full' })).toBe(3);
    expect(sampleSum(metrics, 'render_seconds', { route: '/shop' })).toBe(2);
    expect(sampleSum(metrics, 'render_seconds')).toBe(3);
  });

  it('gives 0 for a label value or a family that is not there', async () => {
    const metrics = await parseMetrics(await exposition(), ['render_seconds']);
    expect(sampleSum(metrics, 'render_seconds', { route: '/about' })).toBe(0);
    expect(sampleSum(metrics, 'shed_total')).toBe(0);
  });

  it('lists the label sets of a histogram, one per series', async () => {
    const metrics = await parseMetrics(await exposition(), ['render_seconds']);
    expect(labelSets(metrics, 'render_seconds')).toEqual([{ route: '/shop' }, { route: '/' }]);
  });

  it('reads the families asked for beside a NaN gauge', async () => {
    const text = await exposition();
    expect(text).toMatch(/^lag_seconds Nan$/m);
    await expect(parseMetrics(text, ['shed_total'])).resolves.toHaveProperty('shed_total');
  });
});
