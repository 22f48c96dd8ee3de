/**
 * The mobile drawer is markup first: a `<dialog>` opened by an invoker button. These tests check the
 * markup and the few lines of plain script (`client/drawer.ts`) on a DOM, without React in the
 * browser. The real invoker behaviour (no script at all) is tested in Chromium.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceDrawers } from '../../client/drawer';
import { SiteHeader } from '../../shared/components/site-header';
import { headerLinks } from '../../shared/content/navigation';

const menuButton = () => screen.getByRole('button', { name: 'Open menu', hidden: true });
const drawer = () => document.getElementById('mobile-drawer') as HTMLDialogElement;

let enhanced = false;
beforeEach(() => {
  // The script listens on the document, as it does from <head>; once is enough for every test.
  if (!enhanced) enhanceDrawers(document);
  enhanced = true;
});

describe('mobile drawer markup', () => {
  it('has a menu button that opens the dialog with invoker commands, collapsed at first', () => {
    render(<SiteHeader currentPath="/" />);
    expect(menuButton()).toHaveAttribute('commandfor', 'mobile-drawer');
    expect(menuButton()).toHaveAttribute('command', 'show-modal');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(drawer().tagName).toBe('DIALOG');
    expect(drawer()).not.toHaveAttribute('open');
    expect(drawer()).toHaveAttribute('aria-label', 'Menu');
  });

  it('has a close button with the close command, the header links and both calls to action', () => {
    render(<SiteHeader currentPath="/about" />);
    const close = within(drawer()).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('command', 'close');
    const links = within(drawer())
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining([...headerLinks.map((link) => link.label), 'Shop Now', 'Custom Order']),
    );
  });

  it('marks the current page with aria-current="page" in the bar and in the drawer', () => {
    render(<SiteHeader currentPath="/about" />);
    const current = [...document.querySelectorAll('[aria-current="page"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(current).toEqual(['/about', '/about']);
  });
});

describe('mobile drawer script', () => {
  it('sets aria-expanded while the dialog is open and resets it when it closes', () => {
    render(<SiteHeader currentPath="/" />);
    drawer().showModal();
    drawer().dispatchEvent(new Event('toggle'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    drawer().close();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer when a link in it is chosen', () => {
    render(<SiteHeader currentPath="/" />);
    drawer().showModal();
    const events = within(drawer())
      .getAllByRole('link', { hidden: true })
      .find((link) => link.textContent === 'Events');
    events?.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(events as HTMLElement);
    expect(drawer()).not.toHaveAttribute('open');
  });

  it('closes the drawer when its backdrop (the dialog itself) is clicked, not when its panel is', () => {
    render(<SiteHeader currentPath="/" />);
    drawer().showModal();
    fireEvent.click(drawer().querySelector('.mobile-drawer__panel') as HTMLElement);
    expect(drawer()).toHaveAttribute('open');
    fireEvent.click(drawer());
    expect(drawer()).not.toHaveAttribute('open');
  });

  it('closes an open drawer when the page is restored from the back/forward cache', () => {
    render(<SiteHeader currentPath="/" />);
    drawer().showModal();
    // A bfcache restore fires `pageshow` with `persisted` true.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(drawer()).not.toHaveAttribute('open');
  });
});
