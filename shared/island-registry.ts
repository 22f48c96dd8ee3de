/**
 * Every island, one line each, with a literal `import()` the type checker, the editor and esbuild can
 * follow (docs/decisions/0001-islands-on-a-multi-page-site.md). `client/island-loader.tsx` loads an island's
 * chunk from here by the name on its wrapper (`IslandAttribute.name`); the build gives each line a chunk of its own. A
 * file in `shared/islands/` without a line here, or a name that differs from its key, fails a unit test
 * naming it.
 */
import type { IslandDefinition } from './components/island';

/** A module of `shared/islands/`: its default export is the island's definition. */
interface IslandModule {
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props; the registry holds them all.
  default: IslandDefinition<any>;
}

/** Each island's `import()`, by name. */
export const islandRegistry = {
  countdown: () => import('./islands/countdown'),
  'hero-carousel': () => import('./islands/hero-carousel'),
  newsletter: () => import('./islands/newsletter'),
  'request-form': () => import('./islands/request-form'),
  'shop-filter': () => import('./islands/shop-filter'),
} as const satisfies Record<string, () => Promise<IslandModule>>;

/** Name of a registered island. */
export type IslandName = keyof typeof islandRegistry;

/**
 * The `import()` of an island named in the page, if that name is registered.
 *
 * @param name - an island's name, as its wrapper carries it (`IslandAttribute.name`)
 * @returns the import, or undefined for a name that is not registered (never an inherited property)
 */
export function islandImport(name: string): (() => Promise<IslandModule>) | undefined {
  return Object.hasOwn(islandRegistry, name) ? islandRegistry[name as IslandName] : undefined;
}
