import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { PHOTO_HOST } from '../../shared/content/catalogue';

/**
 * Security headers from `helmet` (docs/decisions/0005-strict-content-security-policy.md): a strict
 * Content-Security-Policy (scripts and styles only from this origin, never inline; images from this
 * origin and the stock-photo host; nothing may frame the site), HSTS, `nosniff`, a referrer policy.
 *
 * @returns the middleware
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', PHOTO_HOST],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
