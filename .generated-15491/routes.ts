// Written by scripts/codegen.ts from data/ and schemas/. Do not edit: change the YAML and run `npm run codegen`.
import type { Route } from '../src/lib/routes.ts';

export const routes: Route[] = [
 {
  "url": "/",
  "kind": "home",
  "indexable": true,
  "canonical": "/"
 },
 {
  "url": "/about",
  "kind": "about",
  "indexable": true,
  "canonical": "/about"
 },
 {
  "url": "/goals",
  "kind": "goals",
  "indexable": true,
  "canonical": "/goals"
 },
 {
  "url": "/quote",
  "kind": "quote",
  "indexable": true,
  "canonical": "/quote"
 },
 {
  "url": "/portfolio",
  "kind": "portfolio",
  "indexable": true,
  "canonical": "/portfolio"
 },
 {
  "url": "/portfolio/shower-tile-grout-restoration",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/shower-tile-grout-restoration",
  "id": "shower-tile-grout-restoration",
  "lastmod": "2025-06-01"
 },
 {
  "url": "/portfolio/lighting-fixture-upgrade",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/lighting-fixture-upgrade",
  "id": "lighting-fixture-upgrade",
  "lastmod": "2025-05-01"
 },
 {
  "url": "/portfolio/walk-in-closet-system",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/walk-in-closet-system",
  "id": "walk-in-closet-system",
  "lastmod": "2025-04-01"
 },
 {
  "url": "/portfolio/custom-tv-wall-unit",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/custom-tv-wall-unit",
  "id": "custom-tv-wall-unit",
  "lastmod": "2025-03-01"
 },
 {
  "url": "/portfolio/primary-bathroom-refresh",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/primary-bathroom-refresh",
  "id": "primary-bathroom-refresh",
  "lastmod": "2025-01-01"
 },
 {
  "url": "/portfolio/kitchen-cabinet-painting-backsplash",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/kitchen-cabinet-painting-backsplash",
  "id": "kitchen-cabinet-painting-backsplash",
  "lastmod": "2024-12-01"
 },
 {
  "url": "/portfolio/garage-storage-wall",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/garage-storage-wall",
  "id": "garage-storage-wall",
  "lastmod": "2024-10-01"
 },
 {
  "url": "/portfolio/slat-accent-wall-tv-installation",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/slat-accent-wall-tv-installation",
  "id": "slat-accent-wall-tv-installation",
  "lastmod": "2024-09-01"
 },
 {
  "url": "/portfolio/home-office-built-ins",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/home-office-built-ins",
  "id": "home-office-built-ins",
  "lastmod": "2024-06-01"
 },
 {
  "url": "/portfolio/sidewalk-painting",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/sidewalk-painting",
  "id": "sidewalk-painting",
  "lastmod": "2024-04-01"
 },
 {
  "url": "/portfolio/powder-room-wallpaper",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/powder-room-wallpaper",
  "id": "powder-room-wallpaper",
  "lastmod": "2024-03-01"
 },
 {
  "url": "/portfolio/walk-in-shower-conversion",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/walk-in-shower-conversion",
  "id": "walk-in-shower-conversion",
  "lastmod": "2024-02-01"
 },
 {
  "url": "/portfolio/stucco-fascia-repair",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/stucco-fascia-repair",
  "id": "stucco-fascia-repair",
  "lastmod": "2023-11-01"
 },
 {
  "url": "/portfolio/condo-kitchen-update",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/condo-kitchen-update",
  "id": "condo-kitchen-update",
  "lastmod": "2023-10-01"
 },
 {
  "url": "/portfolio/cracked-floor-tile-replacement",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/cracked-floor-tile-replacement",
  "id": "cracked-floor-tile-replacement",
  "lastmod": "2023-08-01"
 },
 {
  "url": "/portfolio/parking-lot-striping",
  "kind": "project",
  "indexable": true,
  "canonical": "/portfolio/parking-lot-striping",
  "id": "parking-lot-striping",
  "lastmod": "2023-06-01"
 },
 {
  "url": "/portfolio/404",
  "kind": "project-not-found",
  "indexable": false,
  "canonical": "/portfolio"
 },
 {
  "url": "/blog",
  "kind": "blog",
  "indexable": true,
  "canonical": "/blog",
  "lastmod": "2025-01-08"
 },
 {
  "url": "/service-areas",
  "kind": "service-areas",
  "indexable": true,
  "canonical": "/service-areas"
 },
 {
  "url": "/service-areas/atlantis-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/atlantis-fl",
  "id": "atlantis-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/aventura-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/aventura-fl",
  "id": "aventura-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/bal-harbour-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/bal-harbour-fl",
  "id": "bal-harbour-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/bay-harbor-islands-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/bay-harbor-islands-fl",
  "id": "bay-harbor-islands-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/belle-glade-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/belle-glade-fl",
  "id": "belle-glade-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/biscayne-park-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/biscayne-park-fl",
  "id": "biscayne-park-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/boca-raton-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/boca-raton-fl",
  "id": "boca-raton-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/bonita-springs-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/bonita-springs-fl",
  "id": "bonita-springs-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/boynton-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/boynton-beach-fl",
  "id": "boynton-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/briny-breezes-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/briny-breezes-fl",
  "id": "briny-breezes-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/cape-coral-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/cape-coral-fl",
  "id": "cape-coral-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/clearwater-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/clearwater-fl",
  "id": "clearwater-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/cloud-lake-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/cloud-lake-fl",
  "id": "cloud-lake-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/coconut-creek-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/coconut-creek-fl",
  "id": "coconut-creek-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/cooper-city-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/cooper-city-fl",
  "id": "cooper-city-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/coral-gables-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/coral-gables-fl",
  "id": "coral-gables-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/coral-springs-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/coral-springs-fl",
  "id": "coral-springs-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/dania-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/dania-beach-fl",
  "id": "dania-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/davie-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/davie-fl",
  "id": "davie-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/daytona-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/daytona-beach-fl",
  "id": "daytona-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/deerfield-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/deerfield-beach-fl",
  "id": "deerfield-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/delray-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/delray-beach-fl",
  "id": "delray-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/doral-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/doral-fl",
  "id": "doral-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/fort-lauderdale-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/fort-lauderdale-fl",
  "id": "fort-lauderdale-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/fort-myers-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/fort-myers-fl",
  "id": "fort-myers-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/gainesville-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/gainesville-fl",
  "id": "gainesville-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/glen-ridge-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/glen-ridge-fl",
  "id": "glen-ridge-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/golf-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/golf-fl",
  "id": "golf-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/greenacres-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/greenacres-fl",
  "id": "greenacres-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/gulf-stream-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/gulf-stream-fl",
  "id": "gulf-stream-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/hallandale-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/hallandale-beach-fl",
  "id": "hallandale-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/haverhill-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/haverhill-fl",
  "id": "haverhill-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/hialeah-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/hialeah-fl",
  "id": "hialeah-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/highland-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/highland-beach-fl",
  "id": "highland-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/hillsboro-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/hillsboro-beach-fl",
  "id": "hillsboro-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/hollywood-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/hollywood-fl",
  "id": "hollywood-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/homestead-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/homestead-fl",
  "id": "homestead-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/hypoluxo-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/hypoluxo-fl",
  "id": "hypoluxo-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/jacksonville-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/jacksonville-fl",
  "id": "jacksonville-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/juno-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/juno-beach-fl",
  "id": "juno-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/jupiter-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/jupiter-fl",
  "id": "jupiter-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/jupiter-inlet-colony-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/jupiter-inlet-colony-fl",
  "id": "jupiter-inlet-colony-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/kendall-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/kendall-fl",
  "id": "kendall-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/key-west-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/key-west-fl",
  "id": "key-west-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/kissimmee-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/kissimmee-fl",
  "id": "kissimmee-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lake-clarke-shores-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lake-clarke-shores-fl",
  "id": "lake-clarke-shores-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lake-park-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lake-park-fl",
  "id": "lake-park-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lake-worth-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lake-worth-beach-fl",
  "id": "lake-worth-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lantana-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lantana-fl",
  "id": "lantana-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lauderdale-by-the-sea-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lauderdale-by-the-sea-fl",
  "id": "lauderdale-by-the-sea-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lauderdale-lakes-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lauderdale-lakes-fl",
  "id": "lauderdale-lakes-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lauderhill-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lauderhill-fl",
  "id": "lauderhill-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lazy-lake-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lazy-lake-fl",
  "id": "lazy-lake-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/lighthouse-point-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/lighthouse-point-fl",
  "id": "lighthouse-point-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/loxahatchee-groves-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/loxahatchee-groves-fl",
  "id": "loxahatchee-groves-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/manalapan-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/manalapan-fl",
  "id": "manalapan-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/mangonia-park-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/mangonia-park-fl",
  "id": "mangonia-park-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/margate-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/margate-fl",
  "id": "margate-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/miami-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/miami-beach-fl",
  "id": "miami-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/miami-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/miami-fl",
  "id": "miami-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/miami-lakes-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/miami-lakes-fl",
  "id": "miami-lakes-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/miramar-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/miramar-fl",
  "id": "miramar-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/naples-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/naples-fl",
  "id": "naples-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/north-lauderdale-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/north-lauderdale-fl",
  "id": "north-lauderdale-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/north-miami-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/north-miami-beach-fl",
  "id": "north-miami-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/north-miami-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/north-miami-fl",
  "id": "north-miami-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/north-palm-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/north-palm-beach-fl",
  "id": "north-palm-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/ocean-ridge-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/ocean-ridge-fl",
  "id": "ocean-ridge-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/orlando-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/orlando-fl",
  "id": "orlando-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/pahokee-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/pahokee-fl",
  "id": "pahokee-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/palm-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/palm-beach-fl",
  "id": "palm-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/palm-beach-gardens-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/palm-beach-gardens-fl",
  "id": "palm-beach-gardens-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/palm-springs-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/palm-springs-fl",
  "id": "palm-springs-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/parkland-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/parkland-fl",
  "id": "parkland-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/pensacola-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/pensacola-fl",
  "id": "pensacola-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/pinecrest-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/pinecrest-fl",
  "id": "pinecrest-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/plantation-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/plantation-fl",
  "id": "plantation-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/pompano-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/pompano-beach-fl",
  "id": "pompano-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/riviera-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/riviera-beach-fl",
  "id": "riviera-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/royal-palm-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/royal-palm-beach-fl",
  "id": "royal-palm-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/sarasota-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/sarasota-fl",
  "id": "sarasota-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/south-bay-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/south-bay-fl",
  "id": "south-bay-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/south-miami-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/south-miami-fl",
  "id": "south-miami-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/south-palm-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/south-palm-beach-fl",
  "id": "south-palm-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/st-augustine-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/st-augustine-fl",
  "id": "st-augustine-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/st-petersburg-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/st-petersburg-fl",
  "id": "st-petersburg-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/sunny-isles-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/sunny-isles-beach-fl",
  "id": "sunny-isles-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/sunrise-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/sunrise-fl",
  "id": "sunrise-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/sweetwater-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/sweetwater-fl",
  "id": "sweetwater-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/tallahassee-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/tallahassee-fl",
  "id": "tallahassee-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/tamarac-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/tamarac-fl",
  "id": "tamarac-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/tampa-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/tampa-fl",
  "id": "tampa-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/tequesta-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/tequesta-fl",
  "id": "tequesta-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/wellington-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/wellington-fl",
  "id": "wellington-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/west-palm-beach-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/west-palm-beach-fl",
  "id": "west-palm-beach-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/west-park-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/west-park-fl",
  "id": "west-park-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/westlake-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/westlake-fl",
  "id": "westlake-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/weston-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/weston-fl",
  "id": "weston-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/wilton-manors-fl",
  "kind": "city",
  "indexable": true,
  "canonical": "/service-areas/wilton-manors-fl",
  "id": "wilton-manors-fl",
  "lastmod": "2025-09-08"
 },
 {
  "url": "/service-areas/boca-raton",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/boca-raton-fl",
  "id": "boca-raton"
 },
 {
  "url": "/service-areas/boynton-beach",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/boynton-beach-fl",
  "id": "boynton-beach"
 },
 {
  "url": "/service-areas/coral-springs",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/coral-springs-fl",
  "id": "coral-springs"
 },
 {
  "url": "/service-areas/delray-beach",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/delray-beach-fl",
  "id": "delray-beach"
 },
 {
  "url": "/service-areas/fort-lauderdale",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/fort-lauderdale-fl",
  "id": "fort-lauderdale"
 },
 {
  "url": "/service-areas/parkland",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/parkland-fl",
  "id": "parkland"
 },
 {
  "url": "/service-areas/pompano-beach",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/pompano-beach-fl",
  "id": "pompano-beach"
 },
 {
  "url": "/service-areas/wellington",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/wellington-fl",
  "id": "wellington"
 },
 {
  "url": "/service-areas/west-palm-beach",
  "kind": "plain-city",
  "indexable": false,
  "canonical": "/service-areas/west-palm-beach-fl",
  "id": "west-palm-beach"
 },
 {
  "url": "/service-areas/404",
  "kind": "city-fallback",
  "indexable": false,
  "canonical": "/service-areas/404",
  "id": "_fallback"
 },
 {
  "url": "/custom-wall-units",
  "kind": "custom-wall-units",
  "indexable": true,
  "canonical": "/custom-wall-units"
 },
 {
  "url": "/tech-recruitment",
  "kind": "tech-recruitment",
  "indexable": true,
  "canonical": "/tech-recruitment"
 },
 {
  "url": "/services/drywall-patching",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/drywall-patching",
  "id": "drywall-patching"
 },
 {
  "url": "/services/painting",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/painting",
  "id": "painting"
 },
 {
  "url": "/services/crown-molding-baseboards",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/crown-molding-baseboards",
  "id": "crown-molding-baseboards"
 },
 {
  "url": "/services/doors",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/doors",
  "id": "doors"
 },
 {
  "url": "/services/tile-and-stone",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/tile-and-stone",
  "id": "tile-and-stone"
 },
 {
  "url": "/services/electrical",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/electrical",
  "id": "electrical"
 },
 {
  "url": "/services/plumbing",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/plumbing",
  "id": "plumbing"
 },
 {
  "url": "/services/wallpaper",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/wallpaper",
  "id": "wallpaper"
 },
 {
  "url": "/services/remodeling",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/remodeling",
  "id": "remodeling"
 },
 {
  "url": "/services/assembly-wall-hangings",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/assembly-wall-hangings",
  "id": "assembly-wall-hangings"
 },
 {
  "url": "/services/caulking-sealing",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/caulking-sealing",
  "id": "caulking-sealing"
 },
 {
  "url": "/services/more",
  "kind": "service",
  "indexable": true,
  "canonical": "/services/more",
  "id": "more"
 },
 {
  "url": "/terms",
  "kind": "terms",
  "indexable": true,
  "canonical": "/terms"
 },
 {
  "url": "/privacy",
  "kind": "privacy",
  "indexable": true,
  "canonical": "/privacy"
 }
];
