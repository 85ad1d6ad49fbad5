// Written by scripts/codegen.ts from data/ and schemas/. Do not edit: change the YAML and run `npm run codegen`.
import type { Picture } from '../src/lib/images.ts';
import i0 from '../data/images/blog/how-to-hire-a-handyman.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i1 from '../data/images/brands/behr.svg?url';
import i2 from '../data/images/brands/benjamin-moore.svg?url';
import i3 from '../data/images/brands/dewalt.svg?url';
import i4 from '../data/images/brands/home-depot.svg?url';
import i5 from '../data/images/brands/kohler.svg?url';
import i6 from '../data/images/brands/lowes.svg?url';
import i7 from '../data/images/brands/moen.svg?url';
import i8 from '../data/images/brands/sherwin-williams.svg?url';
import i9 from '../data/images/home/hero.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i10 from '../data/images/og/default.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i11 from '../data/images/og/portfolio.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i12 from '../data/images/og/service-areas.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i13 from '../data/images/og/services.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i14 from '../data/images/og/technicians.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i15 from '../data/images/projects/condo-kitchen-update-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i16 from '../data/images/projects/condo-kitchen-update-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i17 from '../data/images/projects/condo-kitchen-update-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i18 from '../data/images/projects/condo-kitchen-update-4.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i19 from '../data/images/projects/condo-kitchen-update-5.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i20 from '../data/images/projects/cracked-floor-tile-replacement-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i21 from '../data/images/projects/cracked-floor-tile-replacement-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i22 from '../data/images/projects/custom-tv-wall-unit-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i23 from '../data/images/projects/custom-tv-wall-unit-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i24 from '../data/images/projects/custom-tv-wall-unit-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i25 from '../data/images/projects/garage-storage-wall-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i26 from '../data/images/projects/garage-storage-wall-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i27 from '../data/images/projects/garage-storage-wall-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i28 from '../data/images/projects/home-office-built-ins-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i29 from '../data/images/projects/home-office-built-ins-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i30 from '../data/images/projects/home-office-built-ins-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i31 from '../data/images/projects/kitchen-cabinet-painting-backsplash-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i32 from '../data/images/projects/kitchen-cabinet-painting-backsplash-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i33 from '../data/images/projects/kitchen-cabinet-painting-backsplash-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i34 from '../data/images/projects/kitchen-cabinet-painting-backsplash-4.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i35 from '../data/images/projects/lighting-fixture-upgrade-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i36 from '../data/images/projects/lighting-fixture-upgrade-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i37 from '../data/images/projects/parking-lot-striping-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i38 from '../data/images/projects/parking-lot-striping-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i39 from '../data/images/projects/parking-lot-striping-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i40 from '../data/images/projects/powder-room-wallpaper-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i41 from '../data/images/projects/powder-room-wallpaper-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i42 from '../data/images/projects/primary-bathroom-refresh-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i43 from '../data/images/projects/primary-bathroom-refresh-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i44 from '../data/images/projects/primary-bathroom-refresh-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i45 from '../data/images/projects/primary-bathroom-refresh-4.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i46 from '../data/images/projects/shower-tile-grout-restoration-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i47 from '../data/images/projects/shower-tile-grout-restoration-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i48 from '../data/images/projects/shower-tile-grout-restoration-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i49 from '../data/images/projects/sidewalk-painting-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i50 from '../data/images/projects/sidewalk-painting-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i51 from '../data/images/projects/sidewalk-painting-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i52 from '../data/images/projects/slat-accent-wall-tv-installation-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i53 from '../data/images/projects/slat-accent-wall-tv-installation-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i54 from '../data/images/projects/slat-accent-wall-tv-installation-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i55 from '../data/images/projects/stucco-fascia-repair-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i56 from '../data/images/projects/stucco-fascia-repair-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i57 from '../data/images/projects/stucco-fascia-repair-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i58 from '../data/images/projects/walk-in-closet-system-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i59 from '../data/images/projects/walk-in-closet-system-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i60 from '../data/images/projects/walk-in-closet-system-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i61 from '../data/images/projects/walk-in-shower-conversion-1.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i62 from '../data/images/projects/walk-in-shower-conversion-2.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i63 from '../data/images/projects/walk-in-shower-conversion-3.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';
import i64 from '../data/images/projects/walk-in-shower-conversion-4.jpg?w=480;960;1440&format=avif;webp&effort=3&as=picture';

export const pictures: Record<string, Picture> = {
  "blog/how-to-hire-a-handyman.jpg": i0,
  "brands/behr.svg": { sources: {}, img: { src: i1, w: 74, h: 40 } },
  "brands/benjamin-moore.svg": { sources: {}, img: { src: i2, w: 239, h: 40 } },
  "brands/dewalt.svg": { sources: {}, img: { src: i3, w: 107, h: 40 } },
  "brands/home-depot.svg": { sources: {}, img: { src: i4, w: 173, h: 40 } },
  "brands/kohler.svg": { sources: {}, img: { src: i5, w: 107, h: 40 } },
  "brands/lowes.svg": { sources: {}, img: { src: i6, w: 91, h: 40 } },
  "brands/moen.svg": { sources: {}, img: { src: i7, w: 74, h: 40 } },
  "brands/sherwin-williams.svg": { sources: {}, img: { src: i8, w: 272, h: 40 } },
  "home/hero.jpg": i9,
  "og/default.jpg": i10,
  "og/portfolio.jpg": i11,
  "og/service-areas.jpg": i12,
  "og/services.jpg": i13,
  "og/technicians.jpg": i14,
  "projects/condo-kitchen-update-1.jpg": i15,
  "projects/condo-kitchen-update-2.jpg": i16,
  "projects/condo-kitchen-update-3.jpg": i17,
  "projects/condo-kitchen-update-4.jpg": i18,
  "projects/condo-kitchen-update-5.jpg": i19,
  "projects/cracked-floor-tile-replacement-1.jpg": i20,
  "projects/cracked-floor-tile-replacement-2.jpg": i21,
  "projects/custom-tv-wall-unit-1.jpg": i22,
  "projects/custom-tv-wall-unit-2.jpg": i23,
  "projects/custom-tv-wall-unit-3.jpg": i24,
  "projects/garage-storage-wall-1.jpg": i25,
  "projects/garage-storage-wall-2.jpg": i26,
  "projects/garage-storage-wall-3.jpg": i27,
  "projects/home-office-built-ins-1.jpg": i28,
  "projects/home-office-built-ins-2.jpg": i29,
  "projects/home-office-built-ins-3.jpg": i30,
  "projects/kitchen-cabinet-painting-backsplash-1.jpg": i31,
  "projects/kitchen-cabinet-painting-backsplash-2.jpg": i32,
  "projects/kitchen-cabinet-painting-backsplash-3.jpg": i33,
  "projects/kitchen-cabinet-painting-backsplash-4.jpg": i34,
  "projects/lighting-fixture-upgrade-1.jpg": i35,
  "projects/lighting-fixture-upgrade-2.jpg": i36,
  "projects/parking-lot-striping-1.jpg": i37,
  "projects/parking-lot-striping-2.jpg": i38,
  "projects/parking-lot-striping-3.jpg": i39,
  "projects/powder-room-wallpaper-1.jpg": i40,
  "projects/powder-room-wallpaper-2.jpg": i41,
  "projects/primary-bathroom-refresh-1.jpg": i42,
  "projects/primary-bathroom-refresh-2.jpg": i43,
  "projects/primary-bathroom-refresh-3.jpg": i44,
  "projects/primary-bathroom-refresh-4.jpg": i45,
  "projects/shower-tile-grout-restoration-1.jpg": i46,
  "projects/shower-tile-grout-restoration-2.jpg": i47,
  "projects/shower-tile-grout-restoration-3.jpg": i48,
  "projects/sidewalk-painting-1.jpg": i49,
  "projects/sidewalk-painting-2.jpg": i50,
  "projects/sidewalk-painting-3.jpg": i51,
  "projects/slat-accent-wall-tv-installation-1.jpg": i52,
  "projects/slat-accent-wall-tv-installation-2.jpg": i53,
  "projects/slat-accent-wall-tv-installation-3.jpg": i54,
  "projects/stucco-fascia-repair-1.jpg": i55,
  "projects/stucco-fascia-repair-2.jpg": i56,
  "projects/stucco-fascia-repair-3.jpg": i57,
  "projects/walk-in-closet-system-1.jpg": i58,
  "projects/walk-in-closet-system-2.jpg": i59,
  "projects/walk-in-closet-system-3.jpg": i60,
  "projects/walk-in-shower-conversion-1.jpg": i61,
  "projects/walk-in-shower-conversion-2.jpg": i62,
  "projects/walk-in-shower-conversion-3.jpg": i63,
  "projects/walk-in-shower-conversion-4.jpg": i64,
};
