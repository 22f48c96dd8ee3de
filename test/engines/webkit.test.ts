/** The visitor's journeys (`journeys.ts`) in webkit. */
import { defineEngineJourneys } from './journeys';

defineEngineJourneys('webkit');
