import { useEffect, useRef, useState } from 'react';
import { brand, emailResponseHours } from '../content/business';

/**
 * The status line of a {@link RequestForm}: listens for its form's submit event, cancels it (nothing is
 * sent, spec §7) and says plainly what to do instead. A `role="status"` region, present from the start so
 * screen readers announce the change. Attaches to the closest `<form>`, so the fields around it can stay
 * static server HTML.
 */
export function FormStatus() {
  const status = useRef<HTMLParagraphElement>(null);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const form = status.current?.closest('form');
    if (!form) return;
    const onSubmit = (event: Event) => {
      event.preventDefault();
      setSubmitted(true);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  const mail = <a href={`mailto:${brand.email}`}>{brand.email}</a>;
  return (
    <p ref={status} className="request-form__status" role="status">
      {submitted ? (
        <>
          Thank you! Nothing was sent, because online requests are not open yet. Please email the same details
          to {mail} and we will reply within {emailResponseHours} hours.
        </>
      ) : null}
    </p>
  );
}
