import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../shared/components/product-card';
import { brand } from '../../shared/content/business';
import { products } from '../../shared/content/catalogue';

const apple = products[0];
const giftBox = products[13];

function card() {
  return screen.getByRole('article', { name: apple.name });
}

describe('ProductCard', () => {
  it('is an article named by the product name heading', () => {
    render(<ProductCard product={apple} />);
    expect(within(card()).getByRole('heading', { name: apple.name })).toBeTruthy();
  });

  it('shows the Fresh Made badge, category, description and price', () => {
    render(<ProductCard product={apple} />);
    const article = card();
    expect(within(article).getByText('Fresh Made')).toBeTruthy();
    expect(within(article).getByText(apple.category)).toBeTruthy();
    expect(within(article).getByText(apple.description)).toBeTruthy();
    expect(within(article).getByText('$8.99')).toBeTruthy();
  });

  it('shows ingredients, allergens and storage as labelled facts', () => {
    render(<ProductCard product={apple} />);
    const facts = Object.fromEntries(
      Array.from(card().querySelectorAll('dl > div')).map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts.Ingredients).toBe(apple.ingredients);
    expect(facts.Allergens).toBe('Contains: Dairy');
    expect(facts.Storage).toBe(apple.storage);
    expect(facts.SKU).toBe('SC-0001');
  });

  it('has a Size select whose options equal the product sizes, first selected', () => {
    render(<ProductCard product={apple} />);
    const select = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Single', 'Box of 6', 'Dozen']);
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(apple.sizes);
    expect(select.value).toBe('Single');
  });

  it('lets the visitor choose another size', () => {
    render(<ProductCard product={apple} />);
    const select = screen.getByLabelText('Size') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'Dozen' } });
    expect(select.value).toBe('Dozen');
  });

  it('offers a single size for a gift box', () => {
    render(<ProductCard product={giftBox} />);
    const select = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Standard Box']);
  });

  it('gives each card on a page its own Size label target', () => {
    render(
      <>
        <ProductCard product={apple} />
        <ProductCard product={giftBox} />
      </>,
    );
    const selects = screen.getAllByLabelText('Size');
    expect(selects).toHaveLength(2);
    expect(selects[0].id).not.toBe(selects[1].id);
  });

  it('renders a lazy image with alt text, width and height by default', () => {
    render(<ProductCard product={apple} />);
    const img = screen.getByRole('img', { name: apple.image.alt });
    expect(img.getAttribute('src')).toBe(apple.image.src);
    expect(img.getAttribute('alt')).toBe(apple.image.alt);
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('480');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).not.toBe('high');
  });

  it('renders an eager, high-priority image when it is the priority card', () => {
    render(<ProductCard product={apple} priority />);
    const img = screen.getByRole('img', { name: apple.image.alt });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('480');
  });

  it('has an Add to Cart button whose accessible name includes the product', () => {
    render(<ProductCard product={apple} />);
    const button = screen.getByRole('button', { name: /Add to Cart/ });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toContain(apple.name);
  });

  it('shows the "Online checkout opens soon" status with email and phone after Add to Cart', () => {
    render(<ProductCard product={apple} />);
    const status = within(card()).getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(status.textContent).toContain('Online checkout opens soon');
    expect(within(status).getByRole('link', { name: brand.email }).getAttribute('href')).toBe(
      `mailto:${brand.email}`,
    );
    expect(within(status).getByRole('link', { name: brand.phone }).getAttribute('href')).toBe(
      brand.phoneHref,
    );
  });
});
