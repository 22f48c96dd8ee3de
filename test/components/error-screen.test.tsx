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
    expect(region).toHaveClass('error-screen', { exact: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('error-screen__title', { exact: true });
    expect(screen.getByText('That address is not one we can read.')).toHaveClass('error-screen__message', {
      exact: true,
    });
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.querySelector('.error-screen__status')).not.toBeInTheDocument();
    expect(document.querySelector('template[data-console-message]')).not.toBeInTheDocument();
  });
});

describe('RouteErrorScreen', () => {
  it('keeps its heading, status line, message and console note', () => {
    render(<RouteErrorScreen status={500} statusText="Internal Server Error" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('500 Internal Server Error')).toHaveClass('error-screen__status', {
      exact: true,
    });
    expect(screen.getByText(/Something went wrong on our side/)).toHaveClass('error-screen__message', {
      exact: true,
    });
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    const note = document.querySelector('template[data-console-message]');
    expect(note).toHaveAttribute(
      'data-console-message',
      'Unexpected Application Error: 500 Internal Server Error',
    );
    expect(note).toHaveAttribute('data-console-level', 'error');
  });
});
