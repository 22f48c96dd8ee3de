/**
 * The page encoder under the name `bench/bench.tsx` imports it by; the encoding rule and the encoder
 * live in `./policies.ts`.
 */
export { encodePage, PAGE_COMPRESSION } from './policies';
