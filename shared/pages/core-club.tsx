import { Icon } from '../components/icon';
import { Island } from '../components/island-wrapper';
import { PageIntro, Section, SectionHeader } from '../components/section';
import {
  clubBenefits,
  clubIntro,
  clubStatus,
  clubSteps,
  sampleBoxes,
  waitlistFormFields,
} from '../content/core-club';
import requestForm from '../islands/request-form';

/**
 * The Core Club waitlist page (docs/product.md "Core Club"): Coming Soon badge, the numbered How It
 * Works steps, three sample boxes, the member benefits and the waitlist form (Email, Name, "Join the
 * Waitlist"), which prepares an email rather than sending anything.
 */
export function Component() {
  return (
    <>
      <PageIntro badge="Coming Soon" title="The Core Club" lead={clubIntro} />

      <Section block="club-steps" headingId="club-steps-title" eyebrow="Simple & sweet" title="How It Works">
        <ol className="club-steps__list">
          {clubSteps.map((step, index) => (
            <li key={step.title} className="card club-step">
              <span className="club-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="club-step__title">{step.title}</h3>
              <p className="club-step__description">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        block="club-boxes"
        alt
        headingId="club-boxes-title"
        eyebrow="A taste of what's inside"
        title="Sample Boxes"
      >
        <ul className="club-boxes__list">
          {sampleBoxes.map((box) => (
            <li key={box.name} className="card club-box">
              <div className={`club-box__header gradient--${box.color}`}>
                <Icon name="gift" size={28} className="club-box__icon" />
                <h3 className="club-box__name">{box.name}</h3>
              </div>
              <div className="club-box__body">
                <p className="club-box__description">{box.description}</p>
                <ul className="club-box__items">
                  {box.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section club-join" aria-labelledby="club-benefits-title">
        <div className="container club-join__layout">
          <div className="club-join__benefits">
            <SectionHeader id="club-benefits-title" eyebrow="Member perks" title="Member Benefits" />
            <ul className="check-list club-join__list">
              {clubBenefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <p className="club-join__status">{clubStatus}</p>
          </div>
          <Island
            of={requestForm}
            props={{
              formId: 'club-waitlist',
              title: 'Save Your Spot',
              submitLabel: 'Join the Waitlist',
              subject: 'Core Club waitlist',
              fields: waitlistFormFields,
            }}
          />
        </div>
      </section>
    </>
  );
}
