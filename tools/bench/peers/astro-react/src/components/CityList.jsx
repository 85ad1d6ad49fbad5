// A city's list as React elements: each item's markup (<li class="…">, <li …><a href="…" …>, <p>) is read from the
// pieces of the skeleton, so the elements and classes are those of the site's page.
const ATTRS = /([\w:-]+)="([^"]*)"/g;
const REACT_NAMES = { class: 'className', for: 'htmlFor' };

function openTags(piece) {
  return [...piece.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag,
    props: Object.fromEntries([...attrs.matchAll(ATTRS)].map(([, k, v]) => [REACT_NAMES[k] ?? k, v])),
  }));
}

/**
 * One item: the tags its pieces open, nested, around its last field (the text); an earlier field (a nearby city's
 * slug) is the end of an attribute, filled in where the pieces leave its place.
 */
function Item({ pieces, item }) {
  const HOLE = '\u0000';
  const tags = openTags(pieces.slice(0, -1).join(HOLE));
  let inner = item.at(-1);
  for (let i = tags.length - 1; i >= 0; i--) {
    const { tag: Tag, props } = tags[i];
    for (const k of Object.keys(props)) props[k] = props[k].replace(HOLE, item[0]);
    inner = <Tag {...props}>{inner}</Tag>;
  }
  return inner;
}

export function CityList({ pieces, items }) {
  return items.map((item) => <Item key={item.join('/')} pieces={pieces} item={item} />);
}
