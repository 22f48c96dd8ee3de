/**
 * Delivery, shipping, preparation and claims rules as numbers, and the six FAQ cards of /delivery
 * written from them (docs/product.md "Delivery and pickup").
 */

import { emailResponseHours } from './brand';
import { storageRules } from './catalogue';
import { formatHours, formatPrice } from './format';
import { pickupAddressNote, pickupHours } from './hours';
import type { DeliveryFaq, StorageRule } from './types';

/** Delivery zones and fees, shipping, preparation times and the damage-report window. */
export const deliveryRules = {
  freeDeliveryMiles: 15,
  freeDeliveryMinimum: 25,
  extendedDeliveryMiles: 30,
  extendedDeliveryFee: 5,
  extendedDeliveryMinimum: 35,
  standardShipping: 12.99,
  standardShippingDays: '3-5',
  expressShipping: 19.99,
  expressShippingDays: 2,
  prepDays: '2-3',
  customPrepDays: '5-7',
  reportWithinHours: 24,
} as const;

const rules = deliveryRules;

/** Pickup hours as one sentence, e.g. "Mon-Fri 10am-6pm, Saturday 9am-4pm, Sunday by appointment". */
export const pickupHoursText = pickupHours.map(formatHours).join(', ');

/** How a storage rule reads in the FAQ, e.g. "Caramel apples: refrigerate and enjoy within 5 days." */
function storageAnswer(rule: StorageRule): string {
  const how = {
    refrigerator: `refrigerate and enjoy within ${rule.days} days`,
    'cool-dry': `keep in a cool, dry place and enjoy within ${rule.days} days`,
    airtight: `keep in an airtight container for up to ${rule.days} days`,
    'care-card': 'follow the care card inside each box',
  }[rule.place];
  return `${rule.group}: ${how}.`;
}

/** Id of the FAQ card about storage, the target of the footer's "Care Instructions" link. */
export const CARE_FAQ_ID = 'storage';

/** The six delivery FAQ cards, in page order. */
export const deliveryFaqs: readonly DeliveryFaq[] = [
  {
    id: 'pickup',
    question: 'Can I pick up my order?',
    icon: 'map-pin',
    answer: [
      'Yes! Local pickup is free and available for every order.',
      `Pickup hours: ${pickupHoursText}.`,
      `${pickupAddressNote}.`,
    ],
  },
  {
    id: 'local-delivery',
    question: 'Do you deliver locally, and what does it cost?',
    icon: 'truck',
    answer: [
      `Free local delivery within ${rules.freeDeliveryMiles} miles on orders over ${formatPrice(rules.freeDeliveryMinimum)}.`,
      `${rules.freeDeliveryMiles}-${rules.extendedDeliveryMiles} miles: ${formatPrice(rules.extendedDeliveryFee)} delivery fee with a ${formatPrice(rules.extendedDeliveryMinimum)} minimum order.`,
    ],
  },
  {
    id: 'shipping',
    question: 'Do you ship nationwide?',
    icon: 'package',
    answer: [
      `Yes, we ship across the US. Standard shipping is ${formatPrice(rules.standardShipping)} (${rules.standardShippingDays} days).`,
      `Need it sooner? ${rules.expressShippingDays}-day express shipping is ${formatPrice(rules.expressShipping)}.`,
      'Every shipment is packed with ice packs and insulation so your treats arrive fresh.',
    ],
  },
  {
    id: 'preparation',
    question: 'How far in advance should I order?',
    icon: 'clock',
    answer: [
      `Most orders are ready in ${rules.prepDays} business days.`,
      `Custom orders and large event orders need ${rules.customPrepDays} days, so please reach out early.`,
    ],
  },
  {
    id: CARE_FAQ_ID,
    question: 'How should I store my treats?',
    icon: 'snowflake',
    answer: Object.values(storageRules).map(storageAnswer),
  },
  {
    id: 'damaged-or-delayed',
    question: 'What if my order arrives damaged or delayed?',
    icon: 'alert',
    answer: [
      `Please let us know within ${rules.reportWithinHours} hours of delivery and include photos of the order.`,
      "We'll make it right with a replacement or a full refund.",
      `We reply to every email within ${emailResponseHours} hours.`,
    ],
  },
];
