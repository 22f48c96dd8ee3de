/** The visitor's journeys (`journeys.ts`) in chromium. */
import { defineEngineJourneys } from './journeys';

defineEngineJourneys('chromium');
