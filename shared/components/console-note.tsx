/**
 * A message for the browser console, written by the page script (`client/page-script.ts`) once the page
 * has loaded, so a page that only needs to say something to a developer loads no React. Renders an
 * inert `<template>`: nothing shows and nothing is announced.
 *
 * @param props.message - what to write
 * @param props.withPath - append the path the visitor asked for, read in the browser (the server never
 *   echoes it into the page)
 * @param props.level - `log` for information, `error` for a failure
 */
export function ConsoleNote({
  message,
  withPath = false,
  level = 'log',
}: {
  message: string;
  withPath?: boolean;
  level?: 'log' | 'error';
}) {
  return (
    <template
      data-console-message={message}
      data-console-level={level}
      data-console-with-path={withPath ? '' : undefined}
    />
  );
}
