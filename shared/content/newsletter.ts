/** Newsletter copy (spec §2 Home "Newsletter", §4), apart from home.ts so the newsletter island stays small. */
import { newsletterDiscountPercent } from './business';

/** Newsletter sign-up and thank-you copy (spec §2 Home "Newsletter", §4 "Newsletter" states, §9 10% offer). */
export const newsletterCopy = {
  heading: 'Join the Sweet List',
  text: `Sign up for sweet news and get ${newsletterDiscountPercent}% off your first order, plus first dibs on new flavors and seasonal drops.`,
  placeholder: 'Enter your email address',
  button: 'Subscribe',
  thankYouHeading: 'Welcome to the Sweet List!',
  thankYouText: `You're all set! Check your email for your ${newsletterDiscountPercent}% off code, and you'll be the first to know about new treats.`,
} as const;
