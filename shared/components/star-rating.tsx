import { Icon } from './icon';

/**
 * A star rating out of five, drawn with icons and named as text for assistive technology.
 *
 * @param props.rating - whole stars, 0-5
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="star-rating">
      <span className="visually-hidden">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          name="star"
          size={18}
          className={n <= rating ? 'star-rating__star star-rating__star--filled' : 'star-rating__star'}
        />
      ))}
    </p>
  );
}
