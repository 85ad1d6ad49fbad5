import sharp from 'sharp';

/** A small real photo of each kind with EXIF that says where it was taken (GPS) and a marker to look for. */
export const MARKER = 'LOCATION-MARKER-26.3683N';
/** Written in the GPS directory itself (its map datum), so finding it means the location is still there. */
export const GPS_MARKER = 'GPS-DATUM-MARKER';

export function photoWithLocation(format: 'jpeg' | 'png' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({
      IFD0: { ImageDescription: MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 22/1 0/1', GPSMapDatum: GPS_MARKER },
    })
    [format]()
    .toBuffer();
}

/** A JPEG the size of a phone's (3.8 MB), as a phone sends it without the page shrinking it: noise does not compress. */
export const phonePhoto = () =>
  sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
