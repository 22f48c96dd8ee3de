import { type HTMLInputAutoCompleteAttribute, useId } from 'react';

interface BaseFieldProps {
  /** Visible label text. */
  label: string;
  /** Form field name. */
  name: string;
  /** Optional hint shown under the label, e.g. "(optional)". */
  hint?: string;
}

type FieldProps = BaseFieldProps &
  (
    | {
        kind: 'input';
        type: 'text' | 'email' | 'tel' | 'date';
        autoComplete?: HTMLInputAutoCompleteAttribute;
        required?: boolean;
      }
    | { kind: 'select'; options: readonly string[]; placeholder: string }
    | { kind: 'textarea'; rows?: number; placeholder?: string }
  );

/**
 * A labelled form control (spec §3 "Forms", §5): a visible `<label>` tied to an input, select or textarea.
 * Input types and `autocomplete` tokens come from the caller (WCAG 1.3.5 "Identify Input Purpose").
 *
 * @param props - label, name, optional hint, and the control kind with its own options
 */
export function FormField(props: FieldProps) {
  const id = useId();
  const label = (
    <label className="form-field__label" htmlFor={id}>
      {props.label}
      {props.hint ? <span className="form-field__hint"> {props.hint}</span> : null}
    </label>
  );
  let control: React.ReactNode;
  if (props.kind === 'input') {
    control = (
      <input
        id={id}
        className="form-field__control"
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        required={props.required}
      />
    );
  } else if (props.kind === 'select') {
    control = (
      <select id={id} className="form-field__control" name={props.name} defaultValue="">
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  } else {
    control = (
      <textarea
        id={id}
        className="form-field__control form-field__control--textarea"
        name={props.name}
        rows={props.rows ?? 5}
        placeholder={props.placeholder}
      />
    );
  }
  return (
    <div className="form-field">
      {label}
      {control}
    </div>
  );
}
