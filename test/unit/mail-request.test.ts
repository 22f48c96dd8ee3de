/** The email a request form prepares: checked fields, a readable body and a well-formed mailto URL. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormFieldSpec } from '../../shared/content/types';
import { filledFields, mailtoUrl, requestBody, validateRequest } from '../../shared/lib/mail-request';

const fields: FormFieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'message', label: 'Message', type: 'textarea' },
];

describe('validateRequest', () => {
  it('needs an email to reply to, and a plausible one', () => {
    expect(validateRequest(fields, {})).toEqual({ email: expect.stringMatching(/email/i) });
    expect(validateRequest(fields, { email: 'jo@' })).toEqual({ email: expect.stringMatching(/check/i) });
    expect(validateRequest(fields, { email: ' jo@example.com ' })).toEqual({});
  });

  it('asks for nothing else', () => {
    expect(validateRequest(fields, { email: 'jo@example.com', name: '', message: '' })).toEqual({});
  });
});

describe('requestBody and mailtoUrl', () => {
  it('writes a greeting, one "Label: value" line per filled field, and a sign-off, with CRLF breaks', () => {
    const body = requestBody(
      'The Shop',
      filledFields(fields, { name: 'Jo', email: 'jo@example.com', message: '' }),
    );
    expect(body).toBe(
      'Hello The Shop,\r\n\r\n' +
        'Name: Jo\r\nEmail: jo@example.com\r\n\r\n' +
        '(Written with the form on the The Shop website.)',
    );
  });

  it('puts a multi-line value on lines of its own', () => {
    const body = requestBody('S', [{ label: 'Message', value: 'one\ntwo' }]);
    expect(body).toContain('Message:\r\none\r\ntwo');
  });

  it('encodes subject and body so the URL decodes back to them exactly', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (subject, body) => {
        const url = new URL(mailtoUrl('shop@example.com', subject, body));
        return (
          url.protocol === 'mailto:' &&
          url.pathname === 'shop@example.com' &&
          decodeURIComponent(url.search.match(/subject=([^&]*)/)?.[1] ?? '') === subject &&
          decodeURIComponent(url.search.match(/body=([^&]*)/)?.[1] ?? '') === body
        );
      }),
    );
  });
});
