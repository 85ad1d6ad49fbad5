// Imported by the +client.ts of each page that has islands; the other pages never load it (docs/decisions/0027-islands-hydrated-on-first-use.md).
import { hydrateOnDemand } from './loader.ts';

hydrateOnDemand(document.querySelectorAll<HTMLElement>('[data-island]'));
