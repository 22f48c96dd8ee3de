// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { inquiryTypes } from '../../shared/content/contact';
import { quoteQuantityOptions } from '../../shared/content/corporate';
import { Component as ContactPage } from '../../shared/pages/contact';
import { Component as CorePage } from '../../shared/pages/core-club';
import { Component as CorporatePage } from '../../shared/pages/corporate';

/** Renders one page at its path inside a memory data router and returns the router. */
function renderPage(path: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The option labels of a select, without the disabled placeholder. */
function choices(select: HTMLElement) {
  return Array.from((select as HTMLSelectElement).options)
    .filter((option) => !option.disabled)
    .map((option) => option.textContent);
}

afterEach(() => {
  cleanup();
});

describe('contact page form', () => {
  it('gives every field a visible label', () => {
    renderPage('/contact', ContactPage);
    for (const label of ['Name', 'Email', 'Inquiry Type', 'Phone (optional)', 'Message']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it('uses the email type for email and the tel type for phone', () => {
    renderPage('/contact', ContactPage);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Phone (optional)').getAttribute('type')).toBe('tel');
  });

  it('offers exactly the five inquiry types', () => {
    renderPage('/contact', ContactPage);
    const select = screen.getByLabelText('Inquiry Type');
    expect(select.tagName).toBe('SELECT');
    expect(choices(select)).toEqual([...inquiryTypes]);
    expect(choices(select)).toHaveLength(5);
  });

  it('says nothing was sent on submit and stays on the page', () => {
    const router = renderPage('/contact', ContactPage);
    const form = screen.getByRole('form', { name: 'Get In Touch' });
    const status = within(form).getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.submit(form);
    expect(status.textContent).toMatch(/nothing was sent/i);
    expect(router.state.location.pathname).toBe('/contact');
    expect(router.state.location.search).toBe('');
  });
});

describe('corporate quote form', () => {
  it('offers the three quantity options and a date input for the event date', () => {
    renderPage('/corporate', CorporatePage);
    const quantity = screen.getByLabelText('Estimated Quantity');
    expect(choices(quantity)).toEqual([...quoteQuantityOptions]);
    expect(screen.getByLabelText('Event Date').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });
});

describe('core club waitlist form', () => {
  it('has Email and Name fields and a Join the Waitlist button', () => {
    renderPage('/core-club', CorePage);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Name').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeTruthy();
  });
});
