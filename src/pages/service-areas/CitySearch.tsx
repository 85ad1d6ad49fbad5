import { useCombobox } from 'downshift';
import { MapPin, Search } from 'lucide-react';
import { useEffect, useMemo, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { findCity, matchedAlias, suggestCities, type SearchCity } from '../../lib/city-search.ts';
import { site, telHref } from '../../lib/site.ts';
import type { Data } from './+data.ts';

const go = (city: SearchCity) => window.location.assign(`/service-areas/${city.slug}`);
const announce = (count: number) => `${count} ${count === 1 ? 'city' : 'cities'} found, use the up and down arrow keys to choose.`;

/**
 * The city search of SPEC 2.8, an ARIA combobox built on downshift: suggestions open on typing or focus, arrow keys
 * move through them, Enter picks the highlighted one, Escape closes the list. Enter with nothing highlighted, or the
 * button, runs the exact-then-substring lookup; with no match the visitor is asked to call.
 * Submitted before the page has hydrated, the form reloads with ?q=, which is searched as soon as it has; the form
 * carries data-ready once it has (what the browser tests wait for).
 */
export function CitySearch({ search }: { search: Data['search'] }) {
  // Downshift owns the box's text (a controlled value would lag a fast Enter); `text` follows it to pick suggestions.
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [missed, setMissed] = useState(false);
  const [ready, setReady] = useState(false);
  const items = useMemo(() => suggestCities(search.cities, text), [search.cities, text]);
  // Open only when there is something to show, so aria-expanded never announces an empty list.
  const isOpen = open && items.length > 0;
  const { highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, setInputValue } = useCombobox<SearchCity>({
    items,
    isOpen,
    onIsOpenChange: (changes) => setOpen(Boolean(changes.isOpen)),
    selectedItem: null,
    itemToString: (c) => c?.label ?? '',
    itemToKey: (c) => c?.slug,
    getA11yStatusMessage: (state) => (state.isOpen ? announce(items.length) : ''),
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange) setMissed(false);
    },
    stateReducer: (state, { type, changes }) => {
      const t = useCombobox.stateChangeTypes;
      // Leaving the box (Tab, a click elsewhere) never picks the highlighted city: only Enter or a click does.
      if (type === t.InputBlur) return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      // A picked city clears the box (SPEC 2.8) instead of filling it in.
      if ((type === t.ItemClick || type === t.InputKeyDownEnter) && changes.selectedItem) return { ...changes, inputValue: '' };
      // selectedItem is held at null, so downshift sees it "change back" on the next keystroke: keep what was typed.
      if (type === t.ControlledPropUpdatedSelectedItem) return { ...changes, inputValue: state.inputValue };
      return changes;
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setOpen(false);
      go(selectedItem);
    },
  });

  const submit = (value: string) => {
    const city = findCity(search.cities, value);
    setOpen(false);
    if (city) go(city);
    else setMissed(true);
  };
  // The box's own value, not state: a fast Enter can arrive before React has re-rendered with the last keystroke.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit(String(new FormData(e.currentTarget).get('q') ?? ''));
  };
  // Downshift swallows Enter while the list is open; with nothing highlighted it is a search, so let the form have it.
  const onKeyDown = (e: KeyboardEvent & { preventDownshiftDefault?: boolean }) => {
    if (e.key === 'Enter' && highlightedIndex < 0) e.preventDownshiftDefault = true;
  };
  // On a phone the on-screen keyboard would hide the suggestions: bring the box up under the header first.
  const onFocus = (e: FocusEvent<HTMLInputElement>) => {
    setOpen(true);
    if (window.matchMedia('(max-width: 639px)').matches) e.currentTarget.form?.scrollIntoView({ block: 'start' });
  };
  useEffect(() => {
    setReady(true);
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) {
      setInputValue(q);
      submit(q);
    }
    // Once, for a search submitted before hydration.
  }, []);

  return (
    <form id="city-search" role="search" action="/service-areas" onSubmit={onSubmit} data-ready={ready || undefined} className="relative">
      <label {...getLabelProps()} className="mb-2 block text-lg font-bold text-brand-900">{search.label}</label>
      <div className="relative flex gap-2 sm:gap-3">
        <div className="relative grow">
          <MapPin className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            {...withoutEmptyActiveDescendant(getInputProps({ onFocus, onKeyDown, 'aria-describedby': 'city-search-hint' }))}
            name="q"
            type="text"
            enterKeyHint="search"
            spellCheck={false}
            placeholder={search.placeholder}
            className="min-h-13 w-full rounded-lg border-2 border-slate-300 bg-white py-3 pr-4 pl-12 text-lg text-slate-900 placeholder:text-slate-500 focus:border-brand-700"
          />
        </div>
        {/* Beside the box on every screen, so the open list (below both) never covers it. */}
        <button type="submit" className="btn-primary min-h-13 shrink-0 px-4 sm:px-6">
          <Search className="size-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{search.buttonLabel}</span>
        </button>
        <ul {...getMenuProps()} className={isOpen ? 'absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl' : 'hidden'}>
          {isOpen &&
            items.map((city, index) => {
              const alias = matchedAlias(city, text);
              return (
                <li
                  key={city.slug}
                  {...getItemProps({ item: city, index })}
                  className={`flex cursor-pointer flex-col px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4 ${highlightedIndex === index ? 'bg-brand-50' : ''}`}
                >
                  <span className="font-semibold text-brand-900">
                    {city.label}
                    {alias && <span className="font-normal text-slate-600"> ({alias})</span>}
                  </span>
                  <span className="shrink-0 text-sm text-slate-600">{city.county}</span>
                </li>
              );
            })}
        </ul>
      </div>
      <p id="city-search-hint" className="mt-2 text-sm text-slate-600">{search.hint}</p>
      <p role="status" className={missed ? 'mt-4 rounded-lg border-l-4 border-accent-600 bg-accent-100 px-4 py-3 font-semibold text-brand-900' : 'sr-only'}>
        {missed && (
          <>
            {search.noMatch[0]}
            <a href={telHref(site.phone.e164)} className="underline">{site.phone.display}</a>
            {search.noMatch[1]}
          </>
        )}
      </p>
    </form>
  );
}

/** Downshift writes aria-activedescendant="" while nothing is highlighted; an empty ID reference is invalid ARIA. */
function withoutEmptyActiveDescendant<T extends { 'aria-activedescendant'?: string }>(props: T): T {
  if (props['aria-activedescendant']) return props;
  const { 'aria-activedescendant': _, ...rest } = props;
  return rest as T;
}
