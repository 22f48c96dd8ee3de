/**
 * Client build's stand-in for `site-footer.tsx` (swapped in by scripts/build.ts): the footer never changes
 * between pages, so the browser keeps the server's footer markup as it is and ships none of its code.
 * Its links navigate through the router by the entry's link delegation.
 */
export function SiteFooter() {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; it keeps the server's markup untouched.
    <footer className="site-footer" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}
