import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../shared/components/site-header';

// happy-dom 21 implements HTMLDialogElement.showModal/close (they toggle the `open` attribute and fire
// `close`), so no stub is needed here; the first test fails loudly if that ever changes.

/** Renders the site header at `path` inside a memory data router with a catch-all route. */
function renderHeader(path = '/') {
  const router = createMemoryRouter([{ path: '*', Component: SiteHeader }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function menuButton() {
  return screen.getByRole('button', { name: 'Open menu' });
}

function drawer() {
  return document.getElementById('mobile-drawer') as HTMLDialogElement;
}

describe('mobile drawer', () => {
  it('runs on a DOM that implements the modal dialog API', () => {
    expect(typeof HTMLDialogElement.prototype.showModal).toBe('function');
    expect(typeof HTMLDialogElement.prototype.close).toBe('function');
  });

  it('starts closed, with the menu button collapsed and pointing at the drawer', () => {
    renderHeader();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-controls')).toBe('mobile-drawer');
    expect(menuButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(drawer().tagName).toBe('DIALOG');
    expect(drawer().open).toBe(false);
  });

  it('opens the dialog and sets aria-expanded to true when the menu button is clicked', () => {
    renderHeader();
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(drawer().open).toBe(true);
    expect(drawer().hasAttribute('open')).toBe(true);
    expect(drawer().getAttribute('aria-label')).toBe('Menu');
  });

  it('lists the six header links, Shop Now and Custom Order inside the drawer', () => {
    renderHeader();
    fireEvent.click(menuButton());
    const nav = within(drawer()).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Shop', 'About', 'Events', 'Corporate', 'Contact']);
    expect(within(drawer()).getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    expect(within(drawer()).getByRole('link', { name: 'Custom Order' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('closes (aria-expanded false) and navigates when a link in the drawer is chosen', async () => {
    const router = renderHeader('/');
    fireEvent.click(menuButton());
    const nav = within(drawer()).getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(nav).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawer().open).toBe(false);
  });

  it('closes when the link of the current page is chosen (no navigation)', () => {
    renderHeader('/');
    fireEvent.click(menuButton());
    const nav = within(drawer()).getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawer().open).toBe(false);
  });

  it('closes when a drawer button-link such as Shop Now is chosen', async () => {
    const router = renderHeader('/about');
    fireEvent.click(menuButton());
    fireEvent.click(within(drawer()).getByRole('link', { name: 'Shop Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawer().open).toBe(false);
  });

  it('closes with the close button and returns focus to the menu button', () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawer().open).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when the backdrop (the dialog element itself) is clicked', () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(drawer());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawer().open).toBe(false);
  });

  it('stays open when a click lands inside the panel rather than on the backdrop', () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(drawer().querySelector('.mobile-drawer__panel') as HTMLElement);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(drawer().open).toBe(true);
  });

  it('closes when the dialog closes natively (Escape fires close)', () => {
    renderHeader();
    fireEvent.click(menuButton());
    drawer().close();
    fireEvent(drawer(), new Event('close'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('can be opened again after closing', () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(drawer().open).toBe(true);
  });
});
