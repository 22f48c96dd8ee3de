import { Icon } from '../components/icon';
import { Island } from '../components/island-wrapper';
import { PageIntro, Section } from '../components/section';
import {
  corporateTiers,
  corporateUseCases,
  customizationOptions,
  quoteFormFields,
  tierQuantity,
} from '../content/corporate';
import { pages } from '../content/page-table';
import type { GradientName } from '../content/types';
import requestForm from '../islands/request-form';

/** Decorative gradients of the use-case icons, in card order (styling only, no business fact). */
const useCaseGradients: readonly GradientName[] = ['berry', 'caramel', 'mint', 'sky'];

/**
 * The corporate gifting page (docs/product.md "Corporate gifting"): four use cases, the customization
 * options, the volume pricing tiers and the "Request a Corporate Quote" form, which prepares an email
 * rather than sending anything.
 */
export function Component() {
  return (
    <>
      <PageIntro
        badge="Corporate Gifting"
        title="Gifts That Make Your Brand Sweeter"
        lead={pages.corporate.description}
      />

      <Section
        block="corporate-uses"
        headingId="corporate-uses-title"
        eyebrow="Perfect for"
        title="Ways Teams Gift With Us"
      >
        <ul className="corporate-uses__list">
          {corporateUseCases.map((useCase, index) => (
            <li key={useCase.title} className="card corporate-use">
              <span className={`icon-bubble gradient--${useCaseGradients[index % useCaseGradients.length]}`}>
                <Icon name={useCase.icon} size={26} />
              </span>
              <h3 className="corporate-use__title">{useCase.title}</h3>
              <p className="corporate-use__description">{useCase.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        block="corporate-custom"
        alt
        containerClassName="corporate-custom__inner"
        headingId="corporate-custom-title"
        eyebrow="Make it yours"
        title="Customization Options"
      >
        <ul className="check-list corporate-custom__list">
          {customizationOptions.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
      </Section>

      <Section
        block="corporate-tiers"
        headingId="corporate-tiers-title"
        eyebrow="Order more, save more"
        title="Volume Pricing"
      >
        <ul className="corporate-tiers__list">
          {corporateTiers.map((tier) => (
            <li key={tier.tier} className="card corporate-tier">
              <h3 className="corporate-tier__name">{tier.tier}</h3>
              <p className="corporate-tier__quantity">{tierQuantity(tier)}</p>
              <p className="corporate-tier__discount">{tier.discountPercent}% off retail</p>
              <ul className="check-list corporate-tier__features">
                {tier.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <div className="section section--alt corporate-quote">
        <div className="container corporate-quote__inner">
          <Island
            of={requestForm}
            props={{
              formId: 'corporate-quote',
              title: 'Request a Corporate Quote',
              submitLabel: 'Request a Quote',
              subject: 'Corporate quote request',
              fields: quoteFormFields,
            }}
          />
        </div>
      </div>
    </>
  );
}
