import { Claim } from './Claim.tsx';
import { Icon } from './Icon.tsx';

/**
 * A list of trust badges from the data (an icon and a label each); a label that makes a claim links to its proof
 * (Claim). Each page gives the list its own look: dark chips in a hero, light ones on a city page, lines in a card.
 */
export function Badges({
  badges,
  className,
  item,
  icon,
}: {
  badges: { label: string; icon: string }[];
  className: string;
  /** The class of each badge. */
  item: string;
  /** The class of each badge's icon. */
  icon: string;
}) {
  return (
    <ul className={className}>
      {badges.map((b) => (
        <li key={b.label} className={item}>
          <Claim text={b.label}>
            <Icon name={b.icon} className={icon} />
            {b.label}
          </Claim>
        </li>
      ))}
    </ul>
  );
}
