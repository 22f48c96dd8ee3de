import { Icon } from '../components/icon';
import { Island } from '../components/island-wrapper';
import { PREVIEW_CARD_SLOT } from '../components/photo-slots';
import { AddToCart, ProductMedia } from '../components/product-card';
import { Section } from '../components/section';
import { StarRating } from '../components/star-rating';
import { brand, claims } from '../content/brand';
import { allCategoryLabel, categories } from '../content/catalogue';
import { formatPrice } from '../content/format';
import { featureCards, heroItems, heroRotationMs, previewProducts, testimonials } from '../content/home';
import heroCarousel from '../islands/hero-carousel';
import { shopHref } from '../lib/filter-products';
import { NewsletterSection } from '../sections/newsletter-section';

/**
 * Home page: hero with the rotating showcase, four feature cards, the shop preview of four products,
 * three testimonials and the newsletter sign-up, in that order (docs/product.md "Home"). The preview's
 * category buttons lead to the shop filtered by that category; "All" appears selected.
 */
export function Component() {
  return (
    <>
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero__inner container">
          <div className="home-hero__copy">
            <p className="badge badge--accent home-hero__badge">
              Black-owned &middot; Woman-led &middot; Handmade
            </p>
            <h1 className="home-hero__title" id="home-hero-title">
              Handcrafted sweets, <em>dipped with love</em>
            </h1>
            <p className="home-hero__lead">{brand.shortDescription}</p>
            <div className="button-row">
              <a href="/shop" className="button button--primary">
                Shop Now
              </a>
              <a href="/contact" className="button button--outline">
                Request Custom Order
              </a>
              <a href="/seasonal" className="button button--light">
                View Collection
              </a>
            </div>
            <ul className="home-hero__claims" aria-label="Why customers love us">
              {claims.map((claim) => (
                <li key={claim}>{claim}</li>
              ))}
            </ul>
          </div>
          <Island of={heroCarousel} props={{ slides: heroItems, intervalMs: heroRotationMs }} />
        </div>
      </section>

      <Section
        headingId="features-title"
        eyebrow="The Sweet Core difference"
        title="Made by hand, made to share"
      >
        <ul className="feature-cards">
          {featureCards.map((card) => (
            <li key={card.title} className="feature-card card">
              <span className={`icon-bubble gradient--${card.gradient}`}>
                <Icon name={card.icon} />
              </span>
              <h3 className="feature-card__title">{card.title}</h3>
              <p className="feature-card__text">{card.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        alt
        headingId="preview-title"
        eyebrow="Fresh from the kitchen"
        title="Shop our favorites"
        lead="A taste of what's dipping this week. Browse the full menu for sizes, ingredients and allergens."
      >
        <nav className="shop-preview__categories" aria-label="Shop by category">
          <ul className="shop-filter__list">
            <li>
              <a href={shopHref(null)} className="shop-filter__option" aria-current="true">
                {allCategoryLabel}
              </a>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <a href={shopHref(category.slug)} className="shop-filter__option">
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="shop-preview__grid">
          {previewProducts.map(({ product, gradient, accent }) => (
            <li key={product.id} className="preview-card">
              <div className="preview-card__media">
                <ProductMedia
                  name={product.name}
                  illustration={product.illustration}
                  gradient={gradient}
                  photo={product.photo}
                  slot={PREVIEW_CARD_SLOT}
                />
                <span className="badge badge--new preview-card__badge">New</span>
              </div>
              <div className="preview-card__body">
                <p className="preview-card__category">{product.categoryName}</p>
                <h3 className="preview-card__name">{product.name}</h3>
                <p className="preview-card__description">{product.description}</p>
                <p className={`preview-card__price preview-card__price--${accent}`}>
                  {formatPrice(product.price)} <span className="preview-card__unit">each</span>
                </p>
                <AddToCart id={`preview-${product.id}-cart`} productName={product.name} />
              </div>
            </li>
          ))}
        </ul>
        <p className="shop-preview__more">
          <a href="/shop" className="button button--outline">
            View All Products <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </Section>

      <Section headingId="testimonials-title" eyebrow="Kind words" title="Sweet words from our customers">
        <ul className="testimonials">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="testimonial card">
              <figure className="testimonial__figure">
                <Icon name="quote" className="testimonial__mark" size={28} />
                <StarRating rating={testimonial.rating} />
                <blockquote className="testimonial__text">
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className="testimonial__by">
                  <span className="testimonial__name">{testimonial.name}</span>
                  <span className="badge testimonial__occasion">{testimonial.occasion}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <NewsletterSection />
    </>
  );
}
