import { X } from 'lucide-react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { headerLinks } from '../content/navigation';
import { BrandLogo } from './brand-logo';

/**
 * Right-side navigation drawer for small screens (spec §2, §4 "Mobile drawer"), built on the native
 * modal `<dialog>`: while open the page behind is inert, focus moves inside, and Escape closes it
 * (WAI-ARIA dialog pattern). Choosing a link or the backdrop closes it too.
 *
 * @param props.id - element id, referenced by the menu button's `aria-controls`
 * @param props.open - whether the drawer is shown
 * @param props.onClose - called when the visitor closes it (Escape, close button, backdrop, a link)
 */
export function MobileDrawer({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A click whose target is the dialog itself landed on the backdrop, outside the panel.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by the dialog's cancel event.
    <dialog
      ref={dialog}
      id={id}
      className="mobile-drawer"
      aria-label="Menu"
      onClose={() => {
        if (open) onClose();
      }}
      onClick={closeOnBackdrop}
    >
      <div className="mobile-drawer__panel">
        <div className="mobile-drawer__top">
          <BrandLogo onNavigate={onClose} />
          <button
            type="button"
            className="mobile-drawer__close"
            // Closes natively too, so the drawer also works without JavaScript.
            {...{ commandfor: id, command: 'close' }}
            onClick={onClose}
          >
            <X size={24} aria-hidden="true" />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="mobile-drawer__links">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="mobile-drawer__link" onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-drawer__actions">
          <Link to="/shop" className="button button--primary" onClick={onClose}>
            Shop Now
          </Link>
          <Link to="/contact" className="button button--outline" onClick={onClose}>
            Custom Order
          </Link>
        </div>
      </div>
    </dialog>
  );
}
