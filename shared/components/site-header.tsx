import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { headerLinks } from '../content/navigation';
import { BrandLogo } from './brand-logo';
import { MobileDrawer } from './mobile-drawer';

const DRAWER_ID = 'mobile-drawer';

/**
 * The fixed site header (spec §2 "Shared header"): logo, the six links, Shop Now and Custom Order,
 * and below the desktop breakpoint a menu button that opens {@link MobileDrawer}. The drawer closes
 * whenever the location changes and focus then returns to the menu button.
 */
export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close on any navigation (back/forward included), not only on a click inside the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key]);

  const closeDrawer = () => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <BrandLogo />
        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-header__links">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="site-header__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link to="/shop" className="button button--primary button--small">
            Shop Now
          </Link>
          <Link to="/contact" className="button button--outline button--small">
            Custom Order
          </Link>
        </div>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          aria-haspopup="dialog"
          // Invoker commands open the modal drawer natively, so the menu works even without JavaScript.
          {...{ commandfor: DRAWER_ID, command: 'show-modal' }}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu size={24} aria-hidden="true" />
          <span className="visually-hidden">Open menu</span>
        </button>
      </div>
      <MobileDrawer id={DRAWER_ID} open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
