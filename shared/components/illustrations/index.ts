/**
 * Flat SVG illustrations of the shop's products and scenes, drawn from shared parts in the brand
 * palette: `Illustration` for one product, `KitchenScene` and `DessertTable` for wider pictures.
 */

export { DessertTable } from './dessert-table';
export { Illustration } from './illustration';
export { KitchenScene } from './kitchen-scene';
