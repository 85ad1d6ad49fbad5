import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MapPin, Search } from '../../components/icons.ts';
import { type CityMatch, findCity, type SearchCity, suggestCities } from '../../lib/widgets/city-search.ts';
import type { Data } from './+data.ts';
import { CityName } from './CityName.tsx';
import { loadCityIndex } from './city-index.ts';
import { cityUrl, NoMatch } from './NoMatch.tsx';

const LIST_ID = 'city-search-list';
const go = (city: SearchCity) => window.location.assign(cityUrl(city));
const optionId = (i: number) => `${LIST_ID}-${i}`;

/**
 * The city search as an island: an ARIA 1.2 combobox (suggestions on typing or focus, arrow keys move,
 * Enter picks the highlighted city, Escape closes then clears, Tab leaves without picking). Enter with nothing
 * highlighted, or the button, goes to the first match when it is a confident one (src/lib/widgets/city-search.ts); otherwise
 * the visitor is asked to call, with the suggestions ("Did you mean…?" for a near spelling) under the message. The
 * index of cities is fetched when the island wakes up. Without JavaScript the form leads to the county lists, which
 * link every city; with it, that address (?q=) runs its search on load (./search-from-address.ts).
 */
export function CitySearch({ search }: { search: Data['search'] }) {
  const input = useRef<HTMLInputElement>(null);
  const [cities, setCities] = useState<SearchCity[]>();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** After Enter found no confident match: the suggestions shown under the no-match message. */
  const [missed, setMissed] = useState<CityMatch[]>();
  const items = cities ? suggestCities(cities, text) : [];
  // Open only when there is something to show, so aria-expanded never announces an empty list.
  const isOpen = open && items.length > 0;

  useEffect(() => {
    // What was typed before the island woke up stays in the box: adopt it, with the focus that woke it.
    const box = input.current!;
    setText(box.value);
    setOpen(document.activeElement === box);
    loadCityIndex(search.indexUrl).then(setCities, () => setCities([]));
  }, [search.indexUrl]);

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    setMissed(undefined);
  };
  const pick = (city: SearchCity) => {
    type('');
    setOpen(false);
    go(city);
  };
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The box's own value: an Enter can arrive before React has rendered the last keystroke.
    const value = input.current!.value;
    const index = await loadCityIndex(search.indexUrl).catch(() => []);
    const city = findCity(index, value);
    setOpen(false);
    if (city) go(city);
    else setMissed(suggestCities(index, value));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!isOpen) return setOpen(true);
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && isOpen && active >= 0) {
      e.preventDefault();
      pick(items[active].city);
    } else if (e.key === 'Escape') {
      if (isOpen) setOpen(false);
      else type('');
      setActive(-1);
    }
  };
  const onFocus = () => {
    setOpen(true);
    // On a phone the on-screen keyboard would hide the suggestions: bring the box up under the header first.
    if (window.matchMedia('(max-width: 639px)').matches) input.current?.form?.scrollIntoView({ block: 'start' });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is the landmark; a <search> element around it would add a wrapper the layout and tests do not need.
    <form id="city-search" role="search" action={search.noScriptAction} onSubmit={onSubmit} className="relative">
      <label htmlFor="city-search-box" className="mb-2 block text-lg font-bold text-brand-900">
        {search.label}
      </label>
      <div className="relative flex gap-2 sm:gap-3">
        <div className="relative grow">
          <MapPin
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={input}
            id="city-search-box"
            name="q"
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={LIST_ID}
            aria-describedby="city-search-hint"
            aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
            value={text}
            onChange={(e) => type(e.target.value)}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={() => setOpen(false)}
            placeholder={search.placeholder}
            className="min-h-13 w-full rounded-lg border-2 border-slate-300 bg-white py-3 pr-4 pl-12 text-lg text-slate-900 placeholder:text-slate-500 focus:border-brand-700"
          />
        </div>
        {/* Beside the box on every screen, so the open list (below both) never covers it. */}
        <button type="submit" className="btn-primary min-h-13 shrink-0 px-4 sm:px-6">
          <Search className="size-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{search.buttonLabel}</span>
        </button>
        <ul
          id={LIST_ID}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox pattern: focus stays in the box, which points at the options with aria-activedescendant.
          role="listbox"
          aria-label={search.label}
          className={
            isOpen
              ? 'absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl'
              : 'hidden'
          }
        >
          {isOpen &&
            items.map(({ city, via, guess }, i) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the combobox: the keyboard stays in the box (arrows, Enter), a pointer may pick it directly.
              <li
                key={city.slug}
                id={optionId(i)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox (the listbox pattern above).
                role="option"
                aria-selected={i === active}
                // Keeps the focus in the box, so its blur does not close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(city)}
                className="flex cursor-pointer flex-col px-4 py-3 aria-selected:bg-brand-50 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <span className="font-semibold text-brand-900">
                  <CityName match={{ city, via, guess }} search={search} />
                </span>
                <span className="shrink-0 text-sm text-slate-600">{city.county}</span>
              </li>
            ))}
        </ul>
      </div>
      <p id="city-search-hint" className="mt-2 text-sm text-slate-600">
        {search.hint}
      </p>
      <p role="status" className="sr-only">
        {isOpen
          ? items.length === 1
            ? search.found.one
            : search.found.other.replace('{count}', String(items.length))
          : ''}
      </p>
      <NoMatch missed={missed} search={search} />
    </form>
  );
}
