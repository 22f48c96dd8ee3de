import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as NotFoundPage } from '../../shared/pages/not-found';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  // The page's console message reads the browser's location, as after a real page load.
  window.history.pushState({}, '', path);
  render(<NotFoundPage />);
}

describe('not-found page', () => {
  it('shows 404, "Oops! Page not found" and a link back to home', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAt('/nope');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('writes the attempted path to the browser console', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAt('/some/missing-page');
    expect(log).toHaveBeenCalled();
    expect(log.mock.calls.some((call) => call.join(' ').includes('/some/missing-page'))).toBe(true);
  });

  it('renders a hostile path only as console text, never as markup', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAt('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.innerHTML).not.toContain('onerror');
  });
});
