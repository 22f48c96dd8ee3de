/**
 * The interrupted run's edge (`vitest.config.ts` beside it): Varnish in front of the storefront, held
 * until the run is interrupted, so that the interruption finds varnishd running whatever the journeys'
 * pace.
 */
import { inject, it } from 'vitest';
import { addressOf, startEdge } from '../../../scripts/harness/varnish';

/** Longer than any interrupted run lasts (ms): the run's interruption ends this test, never its clock. */
const HELD_MS = 600_000;

it(
  'holds Varnish in front of the storefront until the run ends',
  async () => {
    await startEdge(addressOf(inject('siteOrigin')));
    await new Promise<never>(() => {});
  },
  HELD_MS,
);
