import type { SVGProps } from 'react';

/** What each of lucide's icon modules carries besides its component: its name, other names and shapes. */
interface IconData {
  name: string;
  aliases?: string[];
  size?: number;
  node: IconNode[];
}
type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode[]];

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>;

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An icon's shapes as markup, written as React writes them (`key` is React's own and not written). */
const shapes = (nodes: IconNode[]): string =>
  nodes
    .map(([tag, attributes, children]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${written}>${shapes(children ?? [])}</${tag}>`;
    })
    .join('');

/** A screen reader finds the icon through one of these; otherwise lucide hides it (aria-hidden). */
const labelled = (props: IconProps) =>
  Object.entries(props).some(
    ([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );

/**
 * An icon component drawn from a lucide-react icon module's data: the same <svg> as lucide-react's own component
 * writes (its attributes in its order, its classes, aria-hidden unless labelled), with the shapes written once as
 * markup rather than rendered as elements on every page. Lucide's two component layers per icon (65 icons on a city
 * page) cost 8% of a page's rendering; this costs a few object spreads.
 */
export function iconSvg(module: unknown) {
  const data = (module as { __iconData: IconData }).__iconData;
  const inner = { __html: shapes(data.node) };
  const own = [
    'lucide',
    `lucide-${data.name}`,
    ...(data.aliases ?? []).filter((a) => a.trim()).map((a) => `lucide-${a}`),
  ];
  const box = `0 0 ${data.size ?? 24} ${data.size ?? 24}`;
  function Icon({ className = '', strokeWidth = 2, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox={box}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={[...new Set([...own, ...className.split(/\s+/).filter(Boolean)])].join(' ')}
        {...(labelled(rest) ? {} : { 'aria-hidden': 'true' as const })}
        {...rest}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's own path data, escaped, never data of the site
        dangerouslySetInnerHTML={inner}
      />
    );
  }
  Icon.displayName = data.name;
  return Icon;
}
