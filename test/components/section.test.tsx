/**
 * The page section: `<section class="section …">` labelled by its `<h2>`, a `.container`, the header
 * and the content, with the alternate background, the fragment id and the container's layout class
 * only where a page asks for them.
 */
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Section } from '../../shared/components/section';

describe('Section', () => {
  it('renders the section, its container and the header in the markup the pages wrote by hand', () => {
    const html = renderToStaticMarkup(
      <Section block="event-types" headingId="event-types-title" eyebrow="Made for you" title="Events">
        <ul className="event-types__list" />
      </Section>,
    );
    const header = [
      '<div class="section-header">',
      '<p class="section-header__eyebrow">Made for you</p>',
      '<h2 class="section-header__title" id="event-types-title">Events</h2>',
      '</div>',
    ].join('');
    const expected = [
      '<section class="section event-types" aria-labelledby="event-types-title">',
      '<div class="container">',
      header,
      '<ul class="event-types__list"></ul>',
      '</div>',
      '</section>',
    ].join('');
    expect(html).toBe(expected);
  });

  it('adds the alternate background before the block, the fragment id and the container class', () => {
    const html = renderToStaticMarkup(
      <Section
        block="delivery-contact"
        alt
        id="faq"
        containerClassName="delivery-contact__inner"
        headingId="delivery-contact-title"
        title="Questions"
      >
        <p>Content</p>
      </Section>,
    );
    expect(html).toContain(
      '<section class="section section--alt delivery-contact" id="faq" aria-labelledby="delivery-contact-title">',
    );
    expect(html).toContain('<div class="container delivery-contact__inner">');
  });

  it('has only the `section` class when there is no block', () => {
    const html = renderToStaticMarkup(
      <Section headingId="features-title" title="Features">
        <p>Content</p>
      </Section>,
    );
    expect(html).toMatch(
      /^<section class="section" aria-labelledby="features-title"><div class="container">/,
    );
  });

  it('is a region named by its heading, with the lead under it', () => {
    render(
      <Section
        headingId="preview-title"
        eyebrow="Fresh"
        title="Shop our favorites"
        lead="A taste of the week."
      >
        <p>Content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Shop our favorites' });
    expect(region.querySelector('h2')).toHaveAttribute('id', 'preview-title');
    expect(screen.getByText('A taste of the week.')).toHaveClass('section-header__lead', { exact: true });
  });

  it('leaves the heading to its content when no title is given', () => {
    render(
      <Section block="shop" headingId="shop-grid-title">
        <h2 id="shop-grid-title">Products</h2>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Products' })).toHaveClass('section shop', { exact: true });
    expect(document.querySelector('.section-header')).not.toBeInTheDocument();
  });
});
