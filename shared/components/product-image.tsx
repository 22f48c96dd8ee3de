import type { GradientName, Photo } from '../content/types';

/**
 * A stock photo on its product's gradient (issue 2, "Images"): if the external photo fails to load,
 * the gradient still leaves a pleasant card. Explicit width and height reserve space (no CLS).
 * Lazy unless `priority` marks it as the page's largest paint (React 19 preloads non-lazy images).
 *
 * @param props.photo - URL and alt text
 * @param props.gradient - the gradient behind the photo
 * @param props.priority - true for the single LCP image of the page: eager with `fetchpriority="high"`
 */
export function ProductImage({
  photo,
  gradient,
  priority = false,
  width = 640,
  height = 480,
}: {
  photo: Photo;
  gradient: GradientName;
  priority?: boolean;
  width?: number;
  height?: number;
}) {
  return (
    <div className={`product-image gradient--${gradient}`}>
      <img
        className={`product-image__img gradient--${gradient}`}
        src={photo.src}
        alt={photo.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </div>
  );
}
