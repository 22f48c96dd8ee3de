/**
 * Which module may import which (docs/decisions/0009-layers.md). `npm run lint` runs it as
 * `depcruise --config .dependency-cruiser.cjs server client shared scripts bench test`; a failure
 * names the rule and the import, e.g. `error no-import-up-from-content: shared/content/x.ts → shared/components/y.tsx`.
 */

/*
 * dependency-cruiser reads .ts and .tsx through the compiler API of `typescript` (below 7: TypeScript 7
 * ships no such API, which is why the project's type checker is TypeScript 6). Refuse to run rather
 * than pass having checked nothing, should a TypeScript without that API ever be installed.
 */
const typescriptVersion = require('typescript/package.json').version;
if (Number(typescriptVersion.split('.')[0]) >= 7) {
  throw new Error(
    `dependency-cruiser cannot read TypeScript ${typescriptVersion} (it supports typescript >=2 <7), so it ` +
      'would check none of our .ts/.tsx files. See docs/decisions/0009-layers.md, "Consequences".',
  );
}

/** The layers of `shared/`, lowest first: a module imports only its own layer or lower ones. */
const layers = [
  { name: 'content', path: '^shared/content/', holds: 'facts and their types' },
  { name: 'lib', path: '^shared/lib/', holds: 'pure logic' },
  { name: 'hooks', path: '^shared/hooks/', holds: 'React hooks' },
  { name: 'components', path: '^shared/components/', holds: 'presentational parts' },
  { name: 'islands', path: '^shared/islands/', holds: 'hydrated widgets' },
  { name: 'sections', path: '^shared/sections/', holds: 'parts of pages that place islands' },
  { name: 'pages', path: '^shared/pages/', holds: 'pages' },
  { name: 'registries', path: '^shared/[^/]+$', holds: 'the route table and the registries' },
];

/** One rule per layer below the top: nothing in it may import a higher layer. */
const noImportUp = layers.slice(0, -1).map((layer, index) => {
  const higher = layers.slice(index + 1);
  return {
    name: `no-import-up-from-${layer.name}`,
    comment:
      `shared/${layer.name} holds ${layer.holds}; it may import only itself and lower layers, never ` +
      `${higher.map((above) => above.name).join(', ')} (docs/decisions/0009-layers.md).`,
    severity: 'error',
    from: { path: layer.path },
    to: { path: higher.map((above) => above.path) },
  };
});

/** Patterns of files that are entry points by nature: nothing imports them. */
const entryPoints = [
  '(^|/)[.][^/]+[.](js|cjs|mjs|ts|json)$', // dot-file configs such as this one
  '(^|/)[^/]+[.]config[.](js|cjs|mjs|ts)$', // vitest.config.ts and the like
  '(^|/)tsconfig[.]json$',
  '[.]d[.](c|m)?ts$',
  '[.]test[.]tsx?$',
  '^(scripts|bench)/[^/]+[.](ts|tsx|mjs)$', // commands: the build, the dev loop, the benchmarks
  '^test/support/end-with-the-run[.]ts$', // a set-up file vitest.config.ts names
];

module.exports = {
  forbidden: [
    ...noImportUp,
    {
      name: 'shared-not-to-server-or-client',
      comment:
        'shared/ renders on the server and hydrates in the browser, so it may depend on neither side ' +
        '(docs/decisions/0009-layers.md).',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'client-not-to-server',
      comment:
        'client/ ships to the browser: it may import shared/, never server code (docs/decisions/0009-layers.md).',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-to-client',
      comment:
        'server/ reaches the browser code only through the build manifest, never by import ' +
        '(docs/decisions/0009-layers.md).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'server-not-to-scripts',
      comment:
        'server/ runs in production from the bundle alone; it never imports the build code (scripts/). What both ' +
        'share lives in server/ and the build imports it, e.g. the manifest contract (server/asset-manifest.ts).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'middlewares-wired-by-app-only',
      comment:
        'Each middleware is one step of the chain that server/app.ts wires, so only app.ts imports one: a ' +
        'middleware never imports another (an earlier or a later step), nor does any other server module. ' +
        'What two steps share is a policy below them, in server/http/.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/app[.]ts$' },
      to: { path: '^server/middleware/' },
    },
    {
      name: 'http-policies-below-the-chain',
      comment:
        'server/http/ holds the HTTP policies the middlewares read (paths, route label, cache, freshness, ' +
        'connection, encoding): it imports only shared/, never the middlewares, the renderer or the app.',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/', pathNot: '^server/http/' },
    },
    {
      name: 'product-not-to-lab-or-tests',
      comment:
        'The product (server/, client/, shared/, scripts/) never imports the benchmark lab (bench/), the tests ' +
        '(test/) or their harness (scripts/harness/) (docs/architecture.md, "Layout").',
      severity: 'error',
      from: { path: '^(server|client|shared|scripts)/', pathNot: '^scripts/harness/' },
      to: { path: '^(bench|test|scripts/harness)/' },
    },
    {
      name: 'tests-not-to-lab',
      comment: 'Tests never import the benchmark lab (bench/): what they share lives in scripts/harness/.',
      severity: 'error',
      from: { path: '^test/' },
      to: { path: '^bench/', pathNot: '^bench/lib/' },
    },
    {
      name: 'lab-not-to-tests',
      comment: 'The lab never imports the tests (test/): what they share lives in scripts/harness/.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^test/' },
    },
    {
      name: 'harness-not-to-lab-or-tests',
      comment:
        'scripts/harness/ serves the tests and the lab alike, so it imports neither; only the product and ' +
        'itself.',
      severity: 'error',
      from: { path: '^scripts/harness/' },
      to: { path: '^(bench|test)/' },
    },
    {
      name: 'lab-declares-its-packages',
      comment:
        'The lab is a package of its own: every package a bench/ module imports is declared in bench/package.json ' +
        '(dependency-cruiser reads the package.json nearest the importing module).',
      severity: 'error',
      from: { path: '^bench/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown', 'unknown'] },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes two modules one, and loads one of them half-initialised; type imports count too ' +
        '(docs/decisions/0009-layers.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment:
        'A module that imports nothing and that nothing imports is dead code. Configs, declarations, tests ' +
        'and scripts are entry points (docs/decisions/0009-layers.md).',
      severity: 'error',
      from: { orphan: true, pathNot: entryPoints },
      to: {},
    },
    {
      name: 'not-to-dev-dep',
      comment:
        'server/, client/ and shared/ run in production, where devDependencies are not installed. The ' +
        'product may import only what the bundles carry (React, the router, the icon libraries: development ' +
        'dependencies, bundled by scripts/build.ts) and a type-only import (schema-dts), which the build ' +
        'erases; never the build, test or lab tools (docs/decisions/0009-layers.md).',
      severity: 'error',
      from: { path: '^(server|client|shared)/' },
      to: {
        dependencyTypes: ['npm-dev'],
        dependencyTypesNot: ['type-only'],
        pathNot: [
          'node_modules/@types/',
          '^node_modules/(react|react-dom|react-router|react-router-dom|lucide-react|@icons-pack/react-simple-icons)/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
