import type { ReactNode } from 'react';
import { SectionHeader } from './section-header';

/** The header of a {@link Section}: the `<h2>` with its optional eyebrow and lead. */
interface SectionHeading {
  /** Short kicker above the heading. */
  eyebrow?: string;
  /** The heading text. */
  title: string;
  /** Supporting sentence under the heading. */
  lead?: ReactNode;
}

/** A {@link Section} whose children render the heading themselves (an island that owns its `<h2>`). */
interface HeadingInChildren {
  eyebrow?: never;
  title?: never;
  lead?: never;
}

/** What a {@link Section} takes. */
export type SectionProps = (SectionHeading | HeadingInChildren) & {
  /** Id of the section's heading, for `aria-labelledby`. */
  headingId: string;
  /** The section's BEM block, e.g. `event-types`; absent for a section styled by its content alone. */
  block?: string;
  /** The alternate background (`section--alt`), for a section that follows a plain one. */
  alt?: boolean;
  /** Fragment id, for links to the section (`/delivery#faq`). */
  id?: string;
  /** More classes of the `.container`, e.g. `about-mission__inner`, for a layout of the block's own. */
  containerClassName?: string;
  /** The section's content under its header. */
  children: ReactNode;
};

/**
 * A section of a page: `<section class="section …">` labelled by its heading, a `.container`, the
 * {@link SectionHeader} (when `title` is given) and the content. Spacing and the alternate background
 * are the `.section` rules of `styles/base/_base.scss`; the layers are docs/decisions/0009-layers.md.
 *
 * @param props - see {@link SectionProps}
 * @returns the section element
 */
export function Section({
  headingId,
  block,
  alt = false,
  id,
  containerClassName,
  eyebrow,
  title,
  lead,
  children,
}: SectionProps) {
  const sectionClasses = ['section', alt ? 'section--alt' : null, block].filter(Boolean).join(' ');
  const containerClasses = ['container', containerClassName].filter(Boolean).join(' ');
  return (
    <section className={sectionClasses} id={id} aria-labelledby={headingId}>
      <div className={containerClasses}>
        {title ? <SectionHeader id={headingId} eyebrow={eyebrow} title={title} lead={lead} /> : null}
        {children}
      </div>
    </section>
  );
}
