/**
 * Contact page content: the intro and the inquiry types of the Get In Touch form
 * (docs/product.md "Contact").
 */
import { emailResponseHours } from './brand';
import type { FormFieldSpec } from './types';

/** Options of the contact form's "Inquiry Type" field. */
export const inquiryTypes = [
  'General Inquiry',
  'Custom Order',
  'Bulk/Corporate',
  'Event Booking',
  'Media/Press',
] as const;

/** Introductory text above the Get In Touch form. */
export const contactIntro = `Have a question, a custom order in mind or an event coming up? Send us a note and we'll get back to you within ${emailResponseHours} hours.`;

/** Fields of the Get In Touch form, in order. */
export const contactFormFields: readonly FormFieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'inquiryType',
    label: 'Inquiry Type',
    type: 'select',
    options: inquiryTypes,
    placeholder: 'Choose a type',
  },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', hint: '(optional)' },
  { name: 'message', label: 'Message', type: 'textarea' },
];
