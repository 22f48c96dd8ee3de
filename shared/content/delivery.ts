/**
 * Delivery information: numeric delivery, shipping and preparation rules and the six FAQ cards
 * (spec §2 "/delivery", §9 delivery, preparation, damage and pickup constants).
 */
import { emailResponseHours, pickupAddressNote, pickupHours } from './business';
import type { DeliveryFaq } from './types';

/** Delivery, shipping, preparation and claims rules as numbers and ranges (spec §9 "Delivery", "Preparation", "Damage or delay"). */
export const deliveryRules = {
  freeDeliveryMiles: 15,
  freeDeliveryMinimumUsd: 25,
  extendedDeliveryMiles: 30,
  extendedDeliveryFeeUsd: 5,
  extendedDeliveryMinimumUsd: 35,
  standardShippingUsd: 12.99,
  standardShippingDays: '3-5',
  expressShippingUsd: 19.99,
  expressShippingDays: 2,
  prepDays: '2-3',
  customPrepDays: '5-7',
  reportWithinHours: 24,
} as const;

const rules = deliveryRules;

/** Pickup hours as one sentence fragment, e.g. "Mon-Fri 10am-6pm, Saturday 9am-4pm, Sunday by appointment". */
const pickupHoursText = pickupHours
  .map(({ days, hours }) => `${days} ${hours.charAt(0).toLowerCase()}${hours.slice(1)}`)
  .join(', ');

/** The six delivery FAQ cards, in page order (spec §2 "/delivery", §9 constants). */
export const deliveryFaqs: DeliveryFaq[] = [
  {
    question: 'Can I pick up my order?',
    icon: 'map-pin',
    answer: [
      'Yes! Local pickup is free and available for every order.',
      `Pickup hours: ${pickupHoursText}.`,
      `${pickupAddressNote}.`,
    ],
  },
  {
    question: 'Do you deliver locally, and what does it cost?',
    icon: 'truck',
    answer: [
      `Free local delivery within ${rules.freeDeliveryMiles} miles on orders over $${rules.freeDeliveryMinimumUsd}.`,
      `${rules.freeDeliveryMiles}-${rules.extendedDeliveryMiles} miles: $${rules.extendedDeliveryFeeUsd} delivery fee with a $${rules.extendedDeliveryMinimumUsd} minimum order.`,
    ],
  },
  {
    question: 'Do you ship nationwide?',
    icon: 'package',
    answer: [
      `Yes, we ship across the US. Standard shipping is $${rules.standardShippingUsd} (${rules.standardShippingDays} days).`,
      `Need it sooner? ${rules.expressShippingDays}-day express shipping is $${rules.expressShippingUsd}.`,
      'Every shipment is packed with ice packs and insulation so your treats arrive fresh.',
    ],
  },
  {
    question: 'How far in advance should I order?',
    icon: 'clock',
    answer: [
      `Most orders are ready in ${rules.prepDays} business days.`,
      `Custom orders and large event orders need ${rules.customPrepDays} days, so please reach out early.`,
    ],
  },
  {
    question: 'How should I store my treats?',
    icon: 'snowflake',
    answer: [
      'Caramel apples: refrigerate and enjoy within 5 days.',
      'Candy coated apples: keep in a cool, dry place for up to 3 days.',
      'Rice krispie treats: keep in an airtight container for 5-7 days.',
      'Chocolate pretzels: store in a cool, dry place and enjoy within 3 days.',
      'Gift boxes: follow the care card inside each box.',
    ],
  },
  {
    question: 'What if my order arrives damaged or delayed?',
    icon: 'alert',
    answer: [
      `Please let us know within ${rules.reportWithinHours} hours of delivery and include photos of the order.`,
      "We'll make it right with a replacement or a full refund.",
      `We reply to every email within ${emailResponseHours} hours.`,
    ],
  },
];
