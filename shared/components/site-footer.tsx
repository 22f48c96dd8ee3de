import { brand, socialLinks } from '../content/brand';
import { formatHours } from '../content/format';
import { storeHours } from '../content/hours';
import { footerNavigation } from '../content/navigation';
import { BrandLogo } from './brand-logo';
import { Icon, type IconSymbolName } from './icon';

/** The icon of each social network's logo. */
export const socialIcons = {
  Instagram: 'instagram',
  TikTok: 'tiktok',
  Facebook: 'facebook',
} as const satisfies Record<string, IconSymbolName>;

/**
 * Social profile links with brand icons; each opens in a new tab and says so.
 *
 * @param props.className - BEM block for the list, e.g. `site-footer__social`
 */
export function SocialLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {socialLinks.map((link) => {
        return (
          <li key={link.name}>
            <a href={link.href} className={`${className}-link`} rel="noopener" target="_blank">
              <Icon name={socialIcons[link.name]} size={20} />
              <span className="visually-hidden">
                {brand.name} on {link.name} (opens in a new tab)
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The shared footer: brand blurb and social icons, the footer link groups of the page table, and the
 * contact block with email, phone, town and opening hours.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <BrandLogo />
          <p className="site-footer__blurb">{brand.shortDescription}</p>
          <SocialLinks className="site-footer__social" />
        </div>
        {footerNavigation.map((group) => (
          <nav key={group.heading} className="site-footer__group" aria-label={`Footer: ${group.heading}`}>
            <h2 className="site-footer__heading">{group.heading}</h2>
            <ul className="site-footer__links">
              {group.links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className="site-footer__link">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <address className="site-footer__contact">
          <h2 className="site-footer__heading">Visit &amp; Contact</h2>
          <ul className="site-footer__contact-list">
            <li>
              <Icon name="mail" size={16} /> <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </li>
            <li>
              <Icon name="phone" size={16} /> <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>
            </li>
            <li>
              <Icon name="map-pin" size={16} /> {brand.city}, {brand.region} &middot; local pickup
            </li>
            {storeHours.map((hours) => (
              <li key={hours.days.join()}>
                <Icon name="clock" size={16} /> {formatHours(hours)}
              </li>
            ))}
          </ul>
        </address>
      </div>
      <div className="site-footer__bottom container">
        <p>
          &copy; {new Date().getFullYear()} {brand.name}
        </p>
        <p>
          <span>
            Handmade in {brand.city}, {brand.region}
          </span>{' '}
          &middot; <span>Black-owned &amp; woman-led</span>
        </p>
      </div>
    </footer>
  );
}
