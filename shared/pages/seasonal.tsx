import { CalendarDays, Snowflake } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Island } from '../components/island';
import { PageIntro, SectionHeader } from '../components/section-header';
import { seasonalCollection, seasonalItems, upcomingSeasons } from '../content/seasonal';
import CountdownIsland from '../islands/countdown';

/**
 * Seasonal drops (spec §2 "/seasonal"): Limited Time Only badge, the order-deadline countdown, the
 * Holiday Glaze Collection (Winter Wonderland) with four items and Order Now buttons, What's Coming
 * Soon and a Join the Sweet List button.
 */
export function Component() {
  return (
    <>
      <PageIntro
        badge={seasonalCollection.badge}
        title={seasonalCollection.name}
        lead={seasonalCollection.description}
      >
        <div className="seasonal-deadline">
          <p className="seasonal-deadline__label">Order deadline in</p>
          <Island
            name="countdown"
            component={CountdownIsland}
            props={{ label: 'Time left to order the Holiday Glaze Collection' }}
          />
        </div>
      </PageIntro>

      <section className="section" aria-labelledby="collection-title">
        <div className="container">
          <SectionHeader
            id="collection-title"
            eyebrow={`${seasonalCollection.theme} theme`}
            title={`The ${seasonalCollection.theme} lineup`}
            lead="Four holiday treats, dipped in small batches until the deadline."
          />
          <ul className="seasonal-items">
            {seasonalItems.map((item) => (
              <li key={item.name} className="seasonal-item card">
                <div className={`seasonal-item__art gradient--${item.gradient}`}>
                  <span aria-hidden="true">{item.emoji}</span>
                  <Snowflake className="seasonal-item__flake" size={22} aria-hidden="true" />
                </div>
                {item.limited ? <p className="badge badge--accent seasonal-item__badge">Limited</p> : null}
                <h3 className="seasonal-item__name">{item.name}</h3>
                <p className="seasonal-item__description">{item.description}</p>
                <p className="seasonal-item__price">{item.price}</p>
                <Link to="/contact" className="button button--primary button--block">
                  Order Now<span className="visually-hidden">: {item.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="upcoming-title">
        <div className="container">
          <SectionHeader id="upcoming-title" eyebrow="Mark your calendar" title="What's Coming Soon" />
          <ol className="upcoming-seasons">
            {upcomingSeasons.map((season) => (
              <li key={season.season} className="upcoming-season card">
                <p className="upcoming-season__date">
                  <CalendarDays size={18} aria-hidden="true" /> Launches {season.date}
                </p>
                <h3 className="upcoming-season__name">{season.season}</h3>
                <p className="upcoming-season__teaser">{season.teaser}</p>
                <p className="upcoming-season__preview">{season.preview}</p>
              </li>
            ))}
          </ol>
          <div className="upcoming-seasons__cta">
            <p>Be the first to hear when each collection drops.</p>
            <Link to="/#newsletter" className="button button--primary">
              Join the Sweet List
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
