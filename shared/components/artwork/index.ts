/**
 * Flat SVG illustrations of the shop's products and scenes, drawn from shared parts in the brand
 * palette: `Artwork` for one product, `KitchenScene` and `DessertTable` for wider pictures.
 */

export type {
  AppleCoating,
  AppleSpec,
  ArtworkSpec,
  DessertTableSize,
  GiftBoxSpec,
  GiftMotif,
  KrispieSpec,
  KrispieTopping,
  PretzelCoating,
  PretzelShape,
  PretzelSpec,
  RibbonColor,
} from '../../content/artwork';
export { Artwork } from './artwork';
export { DessertTable } from './dessert-table';
export { KitchenScene } from './kitchen-scene';
export { ArtworkSymbols } from './symbols';
