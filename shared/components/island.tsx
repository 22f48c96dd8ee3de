import type { ComponentType } from 'react';

/** Names of the interactive widgets that hydrate on their own (see `client/islands.ts`). */
export type IslandName =
  | 'hero-carousel'
  | 'newsletter'
  | 'add-to-cart'
  | 'countdown'
  | 'form-status'
  | 'missing-path-log';

/**
 * Props an island may take. They travel as JSON in a `data-props` attribute, so they must be plain
 * data (strings, numbers, booleans, arrays and plain objects: no functions, dates or elements).
 */
export type IslandProps = object;

/**
 * Marks an interactive widget as an island (issue 5, lean hydration). On the server, and when the
 * client renders a page after navigation, it simply renders the widget inside a wrapper carrying its
 * name and JSON props. On the first page load the page around it stays server HTML that React does
 * not re-render (see `PageOutlet`), and `client/islands.ts` hydrates each wrapper as its own small
 * React root with the same component and props. Island components therefore must not use router
 * hooks or `useId` (ids would differ between the page tree and the island root).
 *
 * @param props.name - the island's registered name
 * @param props.component - the widget, the default export of `shared/islands/<name>.tsx`
 * @param props.props - JSON-serialisable props for the widget
 * @param props.hydrate - `load` (default) hydrates at once and is preloaded; `visible` waits until the
 *   island nears the viewport, for widgets below the fold (their code is then not loaded before interaction)
 */
export function Island<P extends IslandProps>({
  name,
  component: Widget,
  props,
  hydrate = 'load',
}: {
  name: IslandName;
  component: ComponentType<P>;
  props?: P;
  hydrate?: 'load' | 'visible';
}) {
  return (
    <div
      className="island"
      data-island={name}
      data-props={props ? JSON.stringify(props) : undefined}
      data-hydrate={hydrate === 'visible' ? 'visible' : undefined}
    >
      <Widget {...(props ?? ({} as P))} />
    </div>
  );
}
