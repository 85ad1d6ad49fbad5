import type { Picture as PictureData } from '../lib/page/images.ts';

/**
 * A responsive image: AVIF and WebP sources at several widths, intrinsic width and height so nothing shifts,
 * lazy unless it is the page's main image (`priority`), which loads eagerly with high fetch priority.
 */
export function Picture({
  pic,
  alt,
  sizes,
  priority = false,
  className,
}: {
  pic: PictureData;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {Object.entries(pic.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={pic.img.src}
        width={pic.img.w}
        height={pic.img.h}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  );
}
