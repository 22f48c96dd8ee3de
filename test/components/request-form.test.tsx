/**
 * The request forms reach the shop without the site sending anything: a notice with the address, field
 * checks, and an email prepared as a mailto link.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../shared/content/brand';
import { contactFormFields } from '../../shared/content/contact';
import { waitlistFormFields } from '../../shared/content/core-club';
import { quoteFormFields } from '../../shared/content/corporate';
import type { FormFieldSpec } from '../../shared/content/types';
import { Component as ContactPage } from '../../shared/pages/contact';
import { Component as CorePage } from '../../shared/pages/core-club';
import { Component as CorporatePage } from '../../shared/pages/corporate';

const pages: [string, ComponentType, readonly FormFieldSpec[]][] = [
  ['contact', ContactPage, contactFormFields],
  ['corporate', CorporatePage, quoteFormFields],
  ['core club', CorePage, waitlistFormFields],
];

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

const form = () => document.querySelector('form.request-form') as HTMLFormElement;
const field = (spec: FormFieldSpec) =>
  within(form()).getByLabelText(new RegExp(`^${spec.label}`)) as HTMLInputElement;
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: /./, hidden: false }));

describe.each(pages)('the %s form', (_name, Page, fields) => {
  it('labels every field and says up front that the site sends nothing, giving the address', () => {
    render(<Page />);
    for (const spec of fields) expect(field(spec)).toHaveAttribute('name', spec.name);
    const notice = form().querySelector('.request-form__notice');
    expect(notice).toHaveTextContent(/does not send forms/);
    expect(notice?.querySelector(`a[href="mailto:${brand.email}"]`)).toBeInTheDocument();
  });

  it('keeps a submit without JavaScript in place: method dialog, no action', () => {
    render(<Page />);
    expect(form()).toHaveAttribute('method', 'dialog');
    expect(form()).not.toHaveAttribute('action');
  });

  it('asks for an email to reply to before preparing anything, and focuses it', () => {
    render(<Page />);
    submit();
    const email = fields.find((spec) => spec.type === 'email');
    if (!email) throw new Error('every request form has an email field');
    expect(field(email)).toHaveAttribute('aria-invalid', 'true');
    expect(field(email)).toHaveAccessibleDescription(/email/i);
    expect(field(email)).toHaveFocus();
    expect(
      screen.queryByRole('link', { name: /Open this request in your email app/ }),
    ).not.toBeInTheDocument();
  });

  it('prepares an email to the shop with every filled field, and sends nothing', () => {
    render(<Page />);
    for (const spec of fields) {
      const value =
        spec.type === 'email'
          ? 'jo@example.com'
          : spec.type === 'date'
            ? '2026-12-24'
            : (spec.options?.[0] ?? `My ${spec.label}`);
      fireEvent.change(field(spec), { target: { value } });
    }
    submit();
    const link = screen.getByRole('link', { name: /Open this request in your email app/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(brand.email);
    const body = decodeURIComponent(/body=([^&]*)/.exec(url.search)?.[1] ?? '');
    for (const spec of fields) expect(body).toContain(`${spec.label}: `);
    expect(body).toContain('jo@example.com');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.activeElement).toHaveTextContent(/ready to send/);
  });
});
