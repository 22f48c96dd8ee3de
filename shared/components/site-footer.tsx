import { SiFacebook, SiInstagram, SiTiktok } from '@icons-pack/react-simple-icons';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { brand, socialLinks, storeHours } from '../content/business';
import { footerGroups } from '../content/navigation';
import { BrandLogo } from './brand-logo';

const socialIcons = { Instagram: SiInstagram, TikTok: SiTiktok, Facebook: SiFacebook } as const;

/**
 * Social profile links with brand icons (spec §2: "Social icons have placeholder links").
 *
 * @param props.className - BEM block for the list, e.g. `site-footer__social`
 */
export function SocialLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {socialLinks.map((link) => {
        const SocialIcon = socialIcons[link.name];
        return (
          <li key={link.name}>
            <a href={link.href} className={`${className}-link`} rel="noopener" target="_blank">
              <SocialIcon size={20} aria-hidden="true" />
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
 * The shared footer (spec §2 "Shared footer"): brand blurb, social icons, link groups covering the
 * eight routes plus FAQ and Care Instructions (both to /delivery), and the contact block with hours.
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
        {footerGroups.map((group) => (
          <nav key={group.heading} className="site-footer__group" aria-label={`Footer: ${group.heading}`}>
            <h2 className="site-footer__heading">{group.heading}</h2>
            <ul className="site-footer__links">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="site-footer__link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <address className="site-footer__contact">
          <h2 className="site-footer__heading">Visit &amp; Contact</h2>
          <p>
            <Mail size={16} aria-hidden="true" /> <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
          <p>
            <Phone size={16} aria-hidden="true" /> <a href={brand.phoneHref}>{brand.phone}</a>
          </p>
          <p>
            <MapPin size={16} aria-hidden="true" /> {brand.city}, {brand.region} &middot; local pickup
          </p>
          {storeHours.map((line) => (
            <p key={line.days}>
              <Clock size={16} aria-hidden="true" /> {line.days} {line.hours}
            </p>
          ))}
        </address>
      </div>
      <div className="site-footer__bottom container">
        <p>
          &copy; <span suppressHydrationWarning>{new Date().getFullYear()}</span> {brand.name} &middot;
          Handmade in {brand.city}, {brand.region} &middot; Black-owned &amp; woman-led
        </p>
      </div>
    </footer>
  );
}
