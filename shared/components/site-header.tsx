import { headerLinks } from '../content/navigation';
import { BrandLogo } from './brand-logo';
import { Icon } from './icon';

const DRAWER_ID = 'mobile-drawer';

/** The header's two calls to action, in the bar and in the drawer. */
function HeaderActions({ className }: { className: string }) {
  return (
    <div className={className}>
      <a href="/shop" className="button button--primary button--small">
        Shop Now
      </a>
      <a href="/contact" className="button button--outline button--small">
        Custom Order
      </a>
    </div>
  );
}

/**
 * The page's links, marking the current page with `aria-current="page"`.
 *
 * @param props.block - BEM block of the list, `site-header` or `mobile-drawer`
 * @param props.currentPath - path of the page being shown, or null on the 404 and error pages
 */
function NavLinks({ block, currentPath }: { block: string; currentPath: string | null }) {
  return (
    <ul className={`${block}__links`}>
      {headerLinks.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={`${block}__link`}
            aria-current={link.href === currentPath ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The fixed site header: logo, the header links of the page table, Shop Now and Custom Order, and below
 * the desktop breakpoint a menu button that opens the drawer, a modal `<dialog>` with the same links
 * and buttons. Plain markup: invoker commands open and close the dialog without any script, and
 * `client/drawer.ts` closes it when a link is chosen (docs/decisions/0001-islands-on-a-multi-page-site.md).
 *
 * @param props.currentPath - path of the page being shown, or null on the 404 and error pages
 */
export function SiteHeader({ currentPath }: { currentPath: string | null }) {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <BrandLogo />
        <nav className="site-header__nav" aria-label="Main">
          <NavLinks block="site-header" currentPath={currentPath} />
        </nav>
        <HeaderActions className="site-header__actions" />
        <button
          type="button"
          className="site-header__menu-button"
          aria-haspopup="dialog"
          aria-controls={DRAWER_ID}
          aria-expanded="false"
          {...{ commandfor: DRAWER_ID, command: 'show-modal' }}
        >
          <Icon name="menu" size={24} />
          <span className="visually-hidden">Open menu</span>
        </button>
      </div>
      <dialog id={DRAWER_ID} className="mobile-drawer" aria-label="Menu" {...{ closedby: 'any' }}>
        <div className="mobile-drawer__panel">
          <div className="mobile-drawer__top">
            <BrandLogo />
            <button
              type="button"
              className="mobile-drawer__close"
              {...{ commandfor: DRAWER_ID, command: 'close' }}
            >
              <Icon name="close" size={24} />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile">
            <NavLinks block="mobile-drawer" currentPath={currentPath} />
          </nav>
          <HeaderActions className="mobile-drawer__actions" />
        </div>
      </dialog>
    </header>
  );
}
