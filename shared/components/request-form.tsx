import { Info } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { brand, emailResponseHours } from '../content/business';
import { FormStatus } from './form-status';
import { Island } from './island';

/**
 * A form that collects nothing and sends nothing (spec §2, §7: no form submits). It says so plainly:
 * a note under the fields explains that online requests open soon and how to email the shop, and on
 * submit a status message ({@link FormStatus}, an island) repeats it instead of navigating. `method="dialog"` keeps a submit without
 * JavaScript from navigating, so typed values never reach a URL.
 *
 * @param props.title - visible heading of the form
 * @param props.submitLabel - text of the submit button
 * @param props.subject - what the visitor is asking for, e.g. "corporate quote", used in the messages
 * @param props.children - the {@link FormField}s
 */
export function RequestForm({
  title,
  submitLabel,
  subject,
  children,
}: {
  title: string;
  submitLabel: string;
  subject: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const mail = <a href={`mailto:${brand.email}`}>{brand.email}</a>;
  return (
    <form className="request-form" method="dialog" aria-labelledby={headingId}>
      <h2 className="request-form__title" id={headingId}>
        {title}
      </h2>
      <div className="request-form__fields">{children}</div>
      <button type="submit" className="button button--primary request-form__submit">
        {submitLabel}
      </button>
      <p className="request-form__note">
        <Info size={16} aria-hidden="true" /> Online {subject} requests open soon, and this form does not send
        anything yet. Email us at {mail} and we will reply within {emailResponseHours} hours.
      </p>
      <Island name="form-status" component={FormStatus} hydrate="visible" />
    </form>
  );
}
