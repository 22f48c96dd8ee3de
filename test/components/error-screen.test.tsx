/**
 * The one error screen: the route error screen inside the layout and the server's small client-error
 * page show the same markup, each with its own heading, and only the route error writes to the console.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from '../../shared/components/error-screen';
import { RouteErrorScreen } from '../../shared/components/route-error-screen';

describe('ErrorScreen', () => {
  it('shows the heading, the message and the link home, and no status line or console note unless given', () => {
    render(<ErrorScreen title="400 Bad Request" message="That address is not one we can read." />);
    const region = screen.getByRole('region', { name: '400 Bad Request' });
    expect(region.className).toBe('error-screen');
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('error-screen__title');
    expect(screen.getByText('That address is not one we can read.').className).toBe('error-screen__message');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('.error-screen__status')).toBeNull();
    expect(document.querySelector('template[data-console-message]')).toBeNull();
  });
});

describe('RouteErrorScreen', () => {
  it('keeps its heading, status line, message and console note', () => {
    render(<RouteErrorScreen status={500} statusText="Internal Server Error" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('500 Internal Server Error').className).toBe('error-screen__status');
    expect(screen.getByText(/Something went wrong on our side/).className).toBe('error-screen__message');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    const note = document.querySelector('template[data-console-message]');
    expect(note?.getAttribute('data-console-message')).toBe(
      'Unexpected Application Error: 500 Internal Server Error',
    );
    expect(note?.getAttribute('data-console-level')).toBe('error');
  });
});
