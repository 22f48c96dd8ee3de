/**
 * The newsletter ("the Sweet List"): its first-order discount and the sign-up copy
 * (docs/product.md "Newsletter"). Signing up sends nothing: the form writes to the browser console.
 */

/** Discount on the first order for subscribers, in percent. */
export const newsletterDiscountPercent = 10;

/** Sign-up and thank-you copy. */
export const newsletterCopy = {
  heading: 'Join the Sweet List',
  text: `Sign up for sweet news and get ${newsletterDiscountPercent}% off your first order, plus first dibs on new flavors and seasonal drops.`,
  label: 'Email address',
  placeholder: 'Enter your email address',
  button: 'Subscribe',
  thankYouHeading: 'Welcome to the Sweet List!',
  thankYouText: `You're all set! Check your email for your ${newsletterDiscountPercent}% off code, and you'll be the first to know about new treats.`,
} as const;
