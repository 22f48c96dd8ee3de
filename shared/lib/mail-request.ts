/**
 * Builds the email a request form prepares (docs/decisions/0002-no-data-endpoints.md): the site sends
 * nothing, so a completed form becomes a `mailto:` link that opens the visitor's own email app with
 * the shop's address, a subject and a readable body (RFC 6068).
 */
import type { FormFieldSpec } from '../content/types';

/** A field's label and the value the visitor entered. */
export interface FilledField {
  label: string;
  value: string;
}

/** A simple check that an address has one `@`, a name before it and a dotted domain after it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks a request before it becomes an email: the visitor's email is needed for the reply.
 *
 * @param fields - the form's fields
 * @param values - the entered values by field name (missing names count as empty)
 * @returns messages by field name; empty when the request can be prepared
 */
export function validateRequest(
  fields: readonly FormFieldSpec[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.type !== 'email') continue;
    const value = (values[field.name] ?? '').trim();
    if (!value) errors[field.name] = 'Please add your email address, so we can reply.';
    else if (!EMAIL_PATTERN.test(value))
      errors[field.name] = 'Please check your email address: it looks incomplete.';
  }
  return errors;
}

/**
 * The fields a visitor filled in, in form order, with their labels.
 *
 * @param fields - the form's fields
 * @param values - the entered values by field name
 * @returns label and trimmed value of every non-empty field
 */
export function filledFields(
  fields: readonly FormFieldSpec[],
  values: Readonly<Record<string, string>>,
): FilledField[] {
  return fields.flatMap((field) => {
    const value = (values[field.name] ?? '').trim();
    return value ? [{ label: field.label, value }] : [];
  });
}

/**
 * The body of the prepared email: a greeting, one "Label: value" line per field (a multi-line value
 * starts on its own line), and a sign-off noting where the request was written.
 *
 * @param shopName - the shop, greeted by name
 * @param fields - the filled fields
 * @returns plain text with CRLF line breaks, as RFC 6068 asks of `mailto:` bodies
 */
export function requestBody(shopName: string, fields: readonly FilledField[]): string {
  const lines = fields.map(({ label, value }) => `${label}:${value.includes('\n') ? '\n' : ' '}${value}`);
  return [`Hello ${shopName},`, '', ...lines, '', `(Written with the form on the ${shopName} website.)`]
    .join('\n')
    .replace(/\r?\n/g, '\r\n');
}

/**
 * A `mailto:` URL with the address, subject and body percent-encoded (RFC 6068).
 *
 * @param to - the shop's email address
 * @param subject - the email's subject line
 * @param body - the email's text
 * @returns e.g. `mailto:hello@example.com?subject=Corporate%20quote&body=Hello...`
 */
export function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
