// Imported by the +client.ts of each page that has islands; the other pages never load it (README, decisions: islands).
import { hydrateOnDemand } from './loader.ts';

hydrateOnDemand(document.querySelectorAll<HTMLElement>('[data-island]'));
