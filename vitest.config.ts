import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, with the engines' files first. Each of those runs a whole engine's journeys, about
 * 100 s against at most 50 s for any other file; and a clean clone has no timings for vitest to order
 * by, so it orders by file size and put these four-line files last, where one ran alone at the end of
 * the run (docs/benchmarks.md, "Tests"). The longest first, and the run's two workers end together.
 */
class EnginesFirst extends BaseSequencer {
  /**
   * @param files - the run's test files, any projects
   * @returns the same files: the engines project's first, each group in vitest's order
   */
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const isEngine = (file: TestSpecification) => file.project.name === 'engines';
    return [...ordered.filter(isEngine), ...ordered.filter((file) => !isEngine(file))];
  }
}

/**
 * Seven projects. `npm test` runs the fast three first (unit, components, server), then, side by side
 * with the typecheck and lint, two runs: the build project (tests that run whole builds, too slow for the
 * fast run) with the edge project (the server behind a real Varnish, deploy/varnish/), and the engines
 * project (the journeys in three engines) with the browser project (what only Chromium shows). Each of
 * the two runs shares its two workers between its projects' files, so a worker that ends its project's
 * last file takes the other's next (docs/benchmarks.md, "Tests"). Each test is printed as it finishes, in
 * CI too.
 */
export default defineConfig({
  test: {
    reporters: ['verbose'],
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine. Test files
    // mostly wait (for a server, a build, a browser), so two run side by side.
    maxWorkers: 2,
    // The engines' files, the longest, start first.
    sequence: { sequencer: EnginesFirst },
    // lucide-react ships its ES modules as .js files in a package Node reads as CommonJS, so Vite would
    // transform each of its 1,700 icon files in every process that imports the server (5 s of a global
    // set-up here); external, Node loads the package's one CommonJS file (docs/benchmarks.md, "Tests").
    server: { deps: { external: [/lucide-react/] } },
    projects: [
      {
        extends: true,
        // isolate false: the files of a worker share one module graph, so React, the server and the
        // content are imported once per worker, not once per file (the import was two thirds of the run).
        // testTimeout: a bound for a busy machine (a property test takes 1.6 s alone, 6.6 s with another
        // suite beside this one on two cores), not a wait.
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['test/components/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['test/support/components-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts?(x)', 'test/launch-content.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['test/support/test-build.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['test/build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/end-with-the-run.ts'],
          globalSetup: ['test/support/test-build.ts'],
          testTimeout: 120_000,
          // Deleting a project copy with its node_modules took more than vitest's 10 s in an after-all
          // hook with the browser tests beside it.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'edge',
          include: ['test/edge/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/end-with-the-run.ts'],
          // Files run side by side with each other and with the build project's: each starts its own
          // Varnish, in its own folder, on free ports (`scripts/harness/varnish.ts`).
          globalSetup: ['test/support/test-build.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/end-with-the-run.ts'],
          // A worker imports Playwright and the content once for all its files; no file changes a module's
          // state (each suite connects to the browser and opens its own contexts).
          isolate: false,
          globalSetup: ['test/support/test-build.ts', 'test/support/browser-setup.ts'],
          // it.concurrent tests of a file (the accessibility audits) open at most three pages at once.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'engines',
          include: ['test/engines/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/end-with-the-run.ts'],
          // One file per engine, each with its own browser and front server (scripts/harness/engines/); the
          // set-up starts the storefront and WebKit's X server and WebDriver.
          globalSetup: ['test/support/test-build.ts', 'test/support/engines/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
