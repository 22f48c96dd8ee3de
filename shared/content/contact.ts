/**
 * Contact page content: inquiry types for the Get In Touch form and intro text
 * (spec §2 "/contact", §3 "Contact" form).
 */
import { emailResponseHours } from './business';

/** Options of the contact form's "Inquiry Type" field (spec §3 "Contact" form). */
export const inquiryTypes = [
  'General Inquiry',
  'Custom Order',
  'Bulk/Corporate',
  'Event Booking',
  'Media/Press',
] as const;

/** Introductory text above the Get In Touch form (spec §2 /contact, §9 "Email response within 24 hours"). */
export const contactIntro = `Have a question, a custom order in mind or an event coming up? Send us a note and we'll get back to you within ${emailResponseHours} hours.`;
