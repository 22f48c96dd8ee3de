/** The visitor's journeys (`journeys.ts`) in firefox. */
import { defineEngineJourneys } from './journeys';

defineEngineJourneys('firefox');
