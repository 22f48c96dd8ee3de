/**
 * The unknown-route page: 404, "Oops! Page not found", a link home, and the attempted path written to
 * the browser console by the page script, read in the browser and never put into the markup.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeConsoleNotes } from '../../client/console-notes';
import { Component as NotFoundPage } from '../../shared/pages/not-found';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders the page as a visitor who asked for `path` gets it, then runs the page script's console notes. */
function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(<NotFoundPage />);
  writeConsoleNotes(document);
}

describe('not-found page', () => {
  it('shows 404, "Oops! Page not found" and a link back to home', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAt('/nope');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.getByText('Oops! Page not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('writes the attempted path to the browser console', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAt('/some/missing-page');
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/some/missing-page',
    );
  });

  it('renders a hostile path only as console text, never as markup', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAt('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(document.querySelector('img')).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(log.mock.calls.at(-1)?.[1]).toBe('/%3Cimg%20src=x%20onerror=alert(1)%3E');
  });

  it('needs no React in the browser: the message is inert markup for the page script', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    render(<NotFoundPage />);
    const note = document.querySelector('template[data-console-message]');
    expect(note).toHaveAttribute(
      'data-console-message',
      '404 Error: User attempted to access non-existent route:',
    );
    expect(note).toHaveAttribute('data-console-with-path');
    expect(document.querySelector('[data-island]')).not.toBeInTheDocument();
  });
});
