import { ArrowRight, Quote } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AddToCart } from '../components/add-to-cart';
import { HeroCarousel } from '../components/hero-carousel';
import { Icon } from '../components/icon';
import { Island } from '../components/island';
import { Newsletter } from '../components/newsletter';
import { ProductImage } from '../components/product-image';
import { SectionHeader } from '../components/section-header';
import { StarRating } from '../components/star-rating';
import { brand, claims } from '../content/business';
import { allCategoryLabel, categories } from '../content/catalogue';
import { heroItems, heroRotationMs } from '../content/hero';
import { featureCards, previewProducts, testimonials } from '../content/home';
import { shopHref } from '../lib/catalogue';

/**
 * Home page (spec §2 "Home (/)"): hero with the rotating showcase, four feature cards, the shop preview
 * of four products, three testimonials and the newsletter sign-up, in that order.
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
              <Link to="/shop" className="button button--primary">
                Shop Now
              </Link>
              <Link to="/contact" className="button button--outline">
                Request Custom Order
              </Link>
              <Link to="/seasonal" className="button button--light">
                View Collection
              </Link>
            </div>
            <ul className="home-hero__claims" aria-label="Why customers love us">
              {claims.map((claim) => (
                <li key={claim}>{claim}</li>
              ))}
            </ul>
          </div>
          {/* The slides travel as island props in the HTML, so the hero's script carries no copy of them. */}
          <Island
            name="hero-carousel"
            component={HeroCarousel}
            props={{ items: heroItems, intervalMs: heroRotationMs }}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <SectionHeader
            id="features-title"
            eyebrow="The Sweet Core difference"
            title="Made by hand, made to share"
          />
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
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="preview-title">
        <div className="container">
          <SectionHeader
            id="preview-title"
            eyebrow="Fresh from the kitchen"
            title="Shop our favorites"
            lead="A taste of what's dipping this week. Browse the full menu for sizes, ingredients and allergens."
          />
          <nav className="shop-preview__categories" aria-label="Shop by category">
            <ul className="shop-filter__list">
              <li>
                <Link to={shopHref(null)} className="shop-filter__option shop-filter__option--active">
                  {allCategoryLabel}
                </Link>
              </li>
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link to={shopHref(category.slug)} className="shop-filter__option">
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="shop-preview__grid">
            {previewProducts.map((product) => (
              <li key={product.name} className="preview-card">
                <div className="preview-card__media">
                  <ProductImage photo={product.image} gradient={product.gradient} width={480} height={360} />
                  <span className="badge badge--new preview-card__badge">New</span>
                </div>
                <div className="preview-card__body">
                  <p className="preview-card__category">{product.category}</p>
                  <h3 className="preview-card__name">{product.name}</h3>
                  <p className="preview-card__description">{product.description}</p>
                  <p className={`preview-card__price preview-card__price--${product.accent}`}>
                    {product.price}
                  </p>
                  <AddToCart productName={product.name} />
                </div>
              </li>
            ))}
          </ul>
          <p className="shop-preview__more">
            <Link to="/shop" className="button button--outline">
              View All Products <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHeader
            id="testimonials-title"
            eyebrow="Kind words"
            title="Sweet words from our customers"
          />
          <ul className="testimonials">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name} className="testimonial card">
                <figure>
                  <Quote className="testimonial__mark" size={28} aria-hidden="true" />
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
        </div>
      </section>

      <Newsletter />
    </>
  );
}
