import type { FormFieldSpec } from '../content/types';

/**
 * A labelled form control: a visible `<label>` tied to an input, select or textarea, with an optional
 * hint and, after a failed check, an error message tied to the control (`aria-invalid`,
 * `aria-describedby`; WCAG 3.3.1 "Error Identification"). Input types and `autocomplete` tokens come
 * from the field (WCAG 1.3.5 "Identify Input Purpose"). Uncontrolled: what a visitor types stays in the
 * DOM, so nothing typed before hydration is lost.
 *
 * @param props.id - the control's id, unique in the page (the label and the error message point at it);
 *   an explicit id rather than `useId`, because an island's ids must be the same in the page the server
 *   renders and in the island root the browser hydrates
 * @param props.field - the field's name, label, type and options
 * @param props.error - the message to show, or undefined when the field is fine
 */
export function FormField({ id, field, error }: { id: string; field: FormFieldSpec; error?: string }) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    className: `form-field__control${field.type === 'textarea' ? ' form-field__control--textarea' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  let control: React.ReactNode;
  if (field.type === 'select') {
    control = (
      <select {...common} defaultValue="">
        <option value="" disabled>
          {field.placeholder}
        </option>
        {(field.options ?? []).map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = <textarea {...common} rows={5} placeholder={field.placeholder} />;
  } else {
    control = <input {...common} type={field.type} autoComplete={field.autoComplete} />;
  }
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {field.label}
        {field.hint ? <span className="form-field__hint"> {field.hint}</span> : null}
      </label>
      {control}
      {error ? (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
