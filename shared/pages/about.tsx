import { Icon } from '../components/icon';
import { KitchenScene } from '../components/illustrations';
import { SlotPhoto, useShownPhoto } from '../components/photo';
import { ABOUT_FIGURE_SLOT } from '../components/photo-slots';
import { PageIntro, Section, SectionHeader } from '../components/section';
import {
  aboutValues,
  founderPhoto,
  founderQuote,
  founderStory,
  mission,
  photoPlaceholderText,
} from '../content/about';
import { brand } from '../content/brand';
import { pages } from '../content/page-table';
import type { GradientName } from '../content/types';

/** Decorative gradients of the value icons, in card order (styling only, no business fact). */
const valueGradients: readonly GradientName[] = ['mint', 'caramel', 'rose', 'lavender'];

/**
 * The founder photo over the workbench illustration, which is its placeholder while it loads and stays
 * if it fails; until there is a photo, the illustration alone, captioned "coming soon".
 */
function FounderFigure() {
  const shown = useShownPhoto(founderPhoto?.photo, ABOUT_FIGURE_SLOT.aspect);
  return (
    <figure className="about-story__figure">
      <div className="about-story__media">
        <KitchenScene
          label={`Illustration of ${brand.founderName}'s workbench: candy apples, caramel and treats`}
        />
        {shown ? <SlotPhoto photo={shown} slot={ABOUT_FIGURE_SLOT} className="about-story__photo" /> : null}
      </div>
      <figcaption className="about-story__caption">
        {shown && founderPhoto ? founderPhoto.caption : photoPlaceholderText}
      </figcaption>
    </figure>
  );
}

/**
 * The about page (docs/product.md "About"): the founder's story with a pull quote beside an
 * illustration of her workbench captioned "photo coming soon", the four values, the mission and a
 * "Join Our Sweet Journey" link to the shop.
 */
export function Component() {
  return (
    <>
      <PageIntro badge="Our Story" title={`About ${brand.name}`} lead={pages.about.description} />

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
          <FounderFigure />
        </div>
      </section>

      <Section
        block="about-values"
        alt
        headingId="about-values-title"
        eyebrow="What we stand for"
        title="Our Values"
      >
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
      </Section>

      <Section
        block="about-mission"
        containerClassName="about-mission__inner"
        headingId="about-mission-title"
        eyebrow="Why we dip"
        title="Our Mission"
      >
        <p className="about-mission__text">{mission}</p>
        <div className="button-row about-mission__actions">
          <a href="/shop" className="button button--primary">
            Join Our Sweet Journey<span className="visually-hidden">: browse the shop</span>
          </a>
        </div>
      </Section>
    </>
  );
}
