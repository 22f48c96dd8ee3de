import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { newsletterCopy, newsletterDiscountPercent } from '../../shared/content/newsletter';
import { NewsletterSection as Newsletter } from '../../shared/sections/newsletter-section';

const thanks = newsletterCopy.thankYouHeading;
const discount = new RegExp(`${newsletterDiscountPercent}% off`);

let logSpy: MockInstance<typeof console.log>;
let fetchSpy: ReturnType<typeof vi.fn>;
let xhrOpenSpy: MockInstance<XMLHttpRequest['open']>;
let beaconSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  logSpy = vi.spyOn(console, 'log').mockImplementation(() => {});
  fetchSpy = vi.fn(() => Promise.reject(new Error('no network in tests')));
  vi.stubGlobal('fetch', fetchSpy);
  xhrOpenSpy = vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(() => {});
  beaconSpy = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beaconSpy, configurable: true, writable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function emailField() {
  return screen.getByLabelText(newsletterCopy.label) as HTMLInputElement;
}

/** Types an address and submits the form with the Subscribe button (happy-dom runs native validation). */
function subscribe(address: string) {
  fireEvent.change(emailField(), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: newsletterCopy.button }));
}

describe('Newsletter', () => {
  it('has a required email field of type email with its placeholder', () => {
    render(<Newsletter />);
    const input = emailField();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', newsletterCopy.placeholder);
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('offers the first-order discount and a submit button', () => {
    render(<Newsletter />);
    expect(screen.getByText(discount)).toBeVisible();
    expect(screen.getByRole('button', { name: newsletterCopy.button })).toHaveAttribute('type', 'submit');
  });

  it('uses a form that cannot navigate or post without JavaScript (method dialog, no action)', () => {
    render(<Newsletter />);
    const form = emailField().closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form).not.toHaveAttribute('action');
  });

  it('reports an empty field as invalid to the browser validation', () => {
    render(<Newsletter />);
    expect(emailField().checkValidity()).toBe(false);
    fireEvent.change(emailField(), { target: { value: 'not-an-email' } });
    expect(emailField().checkValidity()).toBe(false);
    fireEvent.change(emailField(), { target: { value: 'fan@example.com' } });
    expect(emailField().checkValidity()).toBe(true);
  });

  it('does not submit while the field is empty or not an email (native validation blocks it)', () => {
    render(<Newsletter />);
    fireEvent.click(screen.getByRole('button', { name: newsletterCopy.button }));
    expect(logSpy).not.toHaveBeenCalled();
    subscribe('not-an-email');
    expect(logSpy).not.toHaveBeenCalled();
    expect(screen.queryByText(thanks)).not.toBeInTheDocument();
    expect(emailField()).toBeInTheDocument();
  });

  it('also handles a programmatic submit event the same way', () => {
    render(<Newsletter />);
    fireEvent.change(emailField(), { target: { value: 'fan@example.com' } });
    fireEvent.submit(emailField().closest('form') as HTMLFormElement);
    expect(logSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: thanks })).toBeVisible();
  });

  it('logs the sign-up to the console on submit', () => {
    render(<Newsletter />);
    subscribe('fan@example.com');
    expect(logSpy).toHaveBeenCalledTimes(1);
    expect(logSpy.mock.calls[0]?.join(' ')).toContain('fan@example.com');
  });

  it('shows the thank-you card mentioning the discount code after submitting', () => {
    render(<Newsletter />);
    subscribe('fan@example.com');
    expect(screen.getByRole('heading', { name: thanks })).toBeVisible();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(thanks);
    expect(status).toHaveTextContent(discount);
    expect(status).toHaveTextContent(/first to know about new treats/);
  });

  it('moves focus to the thank-you heading', () => {
    render(<Newsletter />);
    subscribe('fan@example.com');
    expect(screen.getByRole('heading', { name: thanks })).toHaveFocus();
  });

  it('removes the form and its email field after submitting, so the address is cleared', () => {
    render(<Newsletter />);
    subscribe('fan@example.com');
    expect(screen.queryByLabelText(newsletterCopy.label)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: newsletterCopy.button })).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('fan@example.com');
  });

  it('sends nothing: no fetch, no XMLHttpRequest, no beacon, no navigation', () => {
    render(<Newsletter />);
    const before = window.location.href;
    subscribe('fan@example.com');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpenSpy).not.toHaveBeenCalled();
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
  });

  it('shows no thank-you card before submitting', () => {
    render(<Newsletter />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(thanks)).not.toBeInTheDocument();
  });
});
