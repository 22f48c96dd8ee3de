import { Camera } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Icon } from '../components/icon';
import { PageIntro, SectionHeader } from '../components/section-header';
import { aboutValues, founderQuote, founderStory, mission, photoPlaceholderText } from '../content/about';
import { brand } from '../content/business';
import { pageMeta } from '../content/pages';
import type { GradientName } from '../content/types';

/** Decorative gradients of the value icons, in card order (styling only, no business fact). */
const valueGradients: readonly GradientName[] = ['mint', 'caramel', 'rose', 'lavender'];

/**
 * The about page (spec §2 "/about", §1 founder introduced by name): the founder story with a pull
 * quote and a "photo coming soon" placeholder, the four values, the mission text and a
 * "Join Our Sweet Journey" link to the shop.
 */
export function Component() {
  return (
    <>
      <PageIntro badge="Our Story" title={`About ${brand.name}`} lead={pageMeta.about.description} />

      <section className="section about-story" aria-labelledby="about-story-title">
        <div className="container about-story__inner">
          <div className="about-story__text">
            <SectionHeader
              id="about-story-title"
              eyebrow="How it started"
              title={`Meet ${brand.founderName}`}
            />
            {founderStory.map((paragraph) => (
              <p key={paragraph} className="about-story__paragraph">
                {paragraph}
              </p>
            ))}
            <figure className="about-story__quote">
              <blockquote className="about-story__quote-text">
                <p>{founderQuote.text}</p>
              </blockquote>
              <figcaption className="about-story__quote-source">{founderQuote.attribution}</figcaption>
            </figure>
          </div>
          <div className="about-story__photo gradient--caramel">
            <span className="about-story__photo-icon">
              <Camera size={36} aria-hidden="true" />
            </span>
            <p className="about-story__photo-text">{photoPlaceholderText}</p>
          </div>
        </div>
      </section>

      <section className="section section--alt about-values" aria-labelledby="about-values-title">
        <div className="container">
          <SectionHeader id="about-values-title" eyebrow="What we stand for" title="Our Values" />
          <ul className="about-values__list">
            {aboutValues.map((value, index) => (
              <li key={value.title} className="card about-value">
                <span className={`icon-bubble gradient--${valueGradients[index % valueGradients.length]}`}>
                  <Icon name={value.icon} size={26} />
                </span>
                <h3 className="about-value__title">{value.title}</h3>
                <p className="about-value__description">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section about-mission" aria-labelledby="about-mission-title">
        <div className="container about-mission__inner">
          <SectionHeader id="about-mission-title" eyebrow="Why we dip" title="Our Mission" />
          <p className="about-mission__text">{mission}</p>
          <div className="button-row about-mission__actions">
            <Link to="/shop" className="button button--primary">
              Join Our Sweet Journey<span className="visually-hidden">: browse the shop</span>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
