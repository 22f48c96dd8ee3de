import type { ReactNode } from 'react';

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
