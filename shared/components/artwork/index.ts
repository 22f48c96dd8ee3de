/**
 * Flat SVG illustrations of the shop's products and scenes, drawn from shared parts in the brand
 * palette: `Artwork` for one product, `KitchenScene` and `DessertTable` for wider pictures.
 */
export { Artwork } from './artwork';
export { DessertTable, type DessertTableSize } from './dessert-table';
export { KitchenScene } from './kitchen-scene';
export type {
  AppleCoating,
  AppleSpec,
  ArtworkSpec,
  GiftBoxSpec,
  GiftMotif,
  KrispieSpec,
  KrispieTopping,
  PretzelCoating,
  PretzelShape,
  PretzelSpec,
  RibbonColor,
} from './types';
