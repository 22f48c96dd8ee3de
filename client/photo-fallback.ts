/**
 * Hides a product photo that fails to load, so the artwork drawn beneath it shows instead of a broken
 * image (docs/decisions/0006-photos-and-artwork.md). Listens in the capture phase on the document,
 * since `error` events of images do not bubble; runs before the body is parsed, so no failure is missed.
 *
 * @param doc - the document to watch
 */
export function hideFailedPhotos(doc: Document): void {
  doc.addEventListener(
    'error',
    (event) => {
      const image = event.target;
      if (image instanceof HTMLImageElement && image.classList.contains('product-media__photo')) {
        image.hidden = true;
      }
    },
    true,
  );
}
