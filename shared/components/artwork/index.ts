/**
 * Flat SVG illustrations of the shop's products and scenes, drawn from shared parts in the brand
 * palette: `Artwork` for one product, `KitchenScene` and `DessertTable` for wider pictures.
 */
export { Artwork } from './artwork';
export { DessertTable } from './dessert-table';
export { KitchenScene } from './kitchen-scene';
