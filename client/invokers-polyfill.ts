/**
 * Invoker commands (`commandfor` + `command`) for browsers that lack them, from the maintained
 * `invokers-polyfill` package. Built as a module of its own; `client/drawer.ts` imports it only where
 * the browser needs it.
 */
import 'invokers-polyfill';
