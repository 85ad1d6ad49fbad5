// The door to generated/ (biome.jsonc forbids importing it anywhere else): the directory of the cities that have a
// page (their names by slug), for the form handler's e-mails, which name the city page that brought a lead.

import directory from '../../generated/cities.json' with { type: 'json' };
import type { CityDirectory } from '../lib/city-pages.ts';

export const cityDirectory = directory as CityDirectory;
