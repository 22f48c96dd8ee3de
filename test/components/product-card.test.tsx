/** A catalogue card shows every fact of its product, its illustration, a per-unit price and Add to Cart. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../shared/components/product-card';
import { brand } from '../../shared/content/brand';
import { products } from '../../shared/content/catalogue';
import { formatPrice, formatStorage, productSku } from '../../shared/content/format';

const withoutPhoto = products.find((product) => !product.photo) ?? products[0];
if (!withoutPhoto) throw new Error('the catalogue is empty');
/** The first product with a photo of its own, whether or not the catalogue has one today. */
const withPhoto = {
  ...withoutPhoto,
  photo: { src: 'https://images.unsplash.com/photo-1549465220-1a8b9238cd48', alt: 'A wrapped gift box' },
};

const card = (name: string) => screen.getByRole('article', { name });

describe('ProductCard', () => {
  it.each(products.map((product) => [product.name, product] as const))(
    '%s shows its facts',
    (name, product) => {
      render(<ProductCard product={product} />);
      const article = card(name);
      expect(within(article).getByRole('heading', { name })).toBeVisible();
      expect(within(article).getByText('Fresh Made')).toBeVisible();
      expect(within(article).getByText(product.categoryName)).toBeVisible();
      expect(within(article).getByText(product.description)).toBeVisible();
      const facts = Object.fromEntries(
        [...article.querySelectorAll('dl > div')].map((row) => [
          row.querySelector('dt')?.textContent,
          row.querySelector('dd')?.textContent,
        ]),
      );
      expect(facts).toEqual({
        Ingredients: product.ingredients,
        Allergens: product.allergens,
        Storage: formatStorage(product.storage),
        SKU: productSku(product),
      });
    },
  );

  it('reads the price per unit, so no size implies a pack price', () => {
    render(<ProductCard product={withoutPhoto} />);
    const price = card(withoutPhoto.name).querySelector('.product-card__price');
    expect(price?.textContent?.replace(/\s+/g, ' ')).toBe(`${formatPrice(withoutPhoto.price)} each`);
  });

  it('offers the product sizes in a labelled select, the first chosen, and lets the visitor pick another', () => {
    render(<ProductCard product={withoutPhoto} />);
    const select = within(card(withoutPhoto.name)).getByLabelText('Size') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(withoutPhoto.sizes);
    expect(select).toHaveValue(withoutPhoto.sizes[0]);
    const last = withoutPhoto.sizes[withoutPhoto.sizes.length - 1] ?? '';
    fireEvent.change(select, { target: { value: last } });
    expect(select).toHaveValue(last);
  });

  it('draws the product as an illustration with an accessible name, and shows no photo when none is verified', () => {
    render(<ProductCard product={withoutPhoto} />);
    const illustration = within(card(withoutPhoto.name)).getByRole('img', {
      name: `Illustration of the ${withoutPhoto.name}`,
    });
    expect(illustration).toHaveAttribute('src', expect.stringMatching(/\/[\w-]+\.svg$/));
    expect(card(withoutPhoto.name).querySelectorAll('img'), 'the illustration, and no photo').toHaveLength(1);
  });

  it('lays a verified photo over the illustration, lazily, with its size reserved', () => {
    render(<ProductCard product={withPhoto} />);
    const img = within(card(withPhoto.name)).getByRole('img', { name: withPhoto.photo.alt });
    expect(img).toHaveAttribute('src', withPhoto.photo.src);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', expect.stringMatching(/^\d+$/));
    expect(img).toHaveAttribute('height', expect.stringMatching(/^\d+$/));
    expect(
      within(card(withPhoto.name)).getByRole('img', { name: `Illustration of the ${withPhoto.name}` }),
    ).toBeInTheDocument();
  });

  it('has an Add to Cart button that opens a note (a native popover) on how to order by email or phone', () => {
    render(<ProductCard product={withoutPhoto} />);
    const button = within(card(withoutPhoto.name)).getByRole('button', {
      name: new RegExp(`^Add to Cart\\s*:\\s*${withoutPhoto.name}$`),
    });
    const note = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(note).toHaveAttribute('popover', 'auto');
    expect(note).toHaveTextContent(brand.email);
    expect(note).toHaveTextContent(brand.phone.display);
    expect(note?.querySelector(`a[href="mailto:${brand.email}"]`)).toBeInTheDocument();
  });
});
