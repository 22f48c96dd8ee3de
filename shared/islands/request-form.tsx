import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '../components/form-field';
import { Icon } from '../components/icon';
import { defineIsland } from '../components/island';
import { brand, emailResponseHours } from '../content/brand';
import type { FormFieldSpec } from '../content/types';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';
import { filledFields, mailtoUrl, requestBody, validateRequest } from '../lib/mail-request';

/** Props of the request-form island. */
export interface RequestFormProps {
  /** Unique in the page: the prefix of the form's element ids, e.g. `contact-request`. */
  formId: string;
  /** Visible heading of the form. */
  title: string;
  /** Text of the submit button. */
  submitLabel: string;
  /** Subject of the prepared email, e.g. "Corporate quote request". */
  subject: string;
  /** The fields, in order. */
  fields: readonly FormFieldSpec[];
}

/**
 * Moves focus to a control of the form by its name (the form's own `elements`, inside the island).
 *
 * @param form - the form, or null before it mounts
 * @param name - the control's `name`
 */
function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

/**
 * A request form that reaches the shop without the site sending anything
 * (docs/decisions/0002-no-data-endpoints.md). A notice says so up front and gives the address, which
 * is all a visitor without JavaScript needs. On submit the fields are checked (an email to reply to);
 * then the form offers "Open this request in your email app": a `mailto:` link with a subject and a
 * readable body built from the fields. No request is made, nothing is stored, and the values never
 * reach a URL of the site or a log. `method="dialog"` keeps a submit without JavaScript in place.
 */
function RequestForm({ formId, title, submitLabel, subject, fields }: RequestFormProps) {
  const headingId = `${formId}-title`;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [prepared, setPrepared] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const ready = useFocusWhenShown<HTMLHeadingElement>(prepared !== null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    const found = validateRequest(fields, values);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      setPrepared(null);
      focusField(form.current, firstInvalid.name);
      return;
    }
    setPrepared(mailtoUrl(brand.email, subject, requestBody(brand.name, filledFields(fields, values))));
  };

  const mail = <a href={`mailto:${brand.email}`}>{brand.email}</a>;
  return (
    <form
      ref={form}
      className="request-form"
      method="dialog"
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      noValidate
    >
      <h2 className="request-form__title" id={headingId}>
        {title}
      </h2>
      <p className="request-form__notice">
        <Icon name="info" size={18} />
        <span>
          This site does not send forms. Fill this in and we will prepare an email to {mail} for you to send
          from your own email app, or simply write to us. We reply within {emailResponseHours} hours.
        </span>
      </p>
      <div className="request-form__fields">
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={`${formId}-${field.name}`}
            field={field}
            error={errors[field.name]}
          />
        ))}
      </div>
      <button type="submit" className="button button--primary request-form__submit">
        {submitLabel}
      </button>
      <div className="request-form__status" role="status">
        {prepared ? (
          <div className="request-form__ready">
            <h3 className="request-form__ready-title" ref={ready} tabIndex={-1}>
              Your request is ready to send
            </h3>
            <p>Nothing has been sent yet. Open it in your email app, check it, and press send there.</p>
            <a className="button button--primary" href={prepared}>
              <Icon name="mail" size={18} /> Open this request in your email app
            </a>
          </div>
        ) : null}
      </div>
    </form>
  );
}

export default defineIsland('request-form', RequestForm, {
  hydrateOn: 'interaction',
  // The prepared email's button appears only after a submit.
  icons: ['mail'],
});
