/** A logo whose image fails to load is hidden (its list item, so no gap is left in the strip). */
export function hideBrokenImages(images: Iterable<HTMLImageElement>) {
  for (const img of images) {
    const hide = () => ((img.closest('li') ?? img).hidden = true);
    // An image that failed before this script ran has already fired its error event.
    if (img.complete && img.naturalWidth === 0) hide();
    else img.addEventListener('error', hide, { once: true });
  }
}
