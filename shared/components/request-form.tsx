import { brand, emailResponseHours } from '../content/brand';
import requestForm, { type RequestFormProps } from '../islands/request-form';
import { Island } from './island';

/**
 * A request form addressed to the shop: the `request-form` island with the shop's name, address and
 * reply time filled in from the brand content.
 *
 * @param props - the form's title, submit label, email subject and fields
 */
export function RequestForm(props: Omit<RequestFormProps, 'shop'>) {
  const shop = { name: brand.name, email: brand.email, replyHours: emailResponseHours };
  return <Island of={requestForm} props={{ ...props, shop }} />;
}
