/**
 * Every product illustration the content asks for: the catalogue, the home hero and the seasonal
 * collection. The build draws each one once into a file of its own; a new product's illustration has its
 * file as soon as its content row exists.
 */
import { products } from './catalogue';
import { heroItems } from './home';
import { seasonalItems } from './seasonal';
import type { IllustrationSpec } from './types';

/** The illustrations in use, in content order (duplicates included: the build draws each once). */
export const illustrationsInUse: readonly IllustrationSpec[] = [
  ...products.map((product) => product.illustration),
  ...heroItems.map((item) => item.illustration),
  ...seasonalItems.map((item) => item.illustration),
];
