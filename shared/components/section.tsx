/**
 * The blocks inner pages are built of: a page's introduction ({@link PageIntro}, its `<h1>`) and its
 * sections ({@link Section}, each labelled by the `<h2>` of its {@link SectionHeader}).
 */
import type { ReactNode } from 'react';

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

/**
 * The heading block of a page section: optional eyebrow, the `<h2>` and an optional lead paragraph.
 *
 * @param props.id - id of the heading, for the section's `aria-labelledby`
 * @param props.eyebrow - short kicker above the heading
 * @param props.title - the heading text
 * @param props.lead - supporting sentence under it
 */
export function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className="section-header">
      {eyebrow ? <p className="section-header__eyebrow">{eyebrow}</p> : null}
      <h2 className="section-header__title" id={id}>
        {title}
      </h2>
      {lead ? <p className="section-header__lead">{lead}</p> : null}
    </div>
  );
}

/**
 * The introduction of an inner page: optional badge, the page's single `<h1>` and a lead paragraph.
 *
 * @param props.title - the page heading
 * @param props.badge - short label above it, e.g. "Limited Time Only"
 * @param props.lead - the page's summary sentence
 * @param props.children - extra content under the lead (buttons)
 */
export function PageIntro({
  title,
  badge,
  lead,
  children,
}: {
  title: string;
  badge?: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="page-intro">
      <div className="page-intro__inner container">
        {badge ? <p className="badge badge--accent page-intro__badge">{badge}</p> : null}
        <h1 className="page-intro__title">{title}</h1>
        <p className="page-intro__lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}
