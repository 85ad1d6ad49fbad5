import { useData } from 'vike-react/useData';
import { CallButton } from '../../components/CallButton.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import { Island } from '../../islands/Island.tsx';
import { href } from '../../lib/routing/routes.ts';
import type { Data } from './+data.ts';
import { CitySearch } from './CitySearch.tsx';
import { CountyLists } from './CountyLists.tsx';
import { NotListedCard } from './NotListedCard.tsx';

export default function Page() {
  const { page, search, mainCounties, otherCounties } = useData<Data>();
  return (
    <>
      <PageHero heading={page.hero.heading} text={page.hero.text}>
        <CallButton />
        <Link href={href.quote} className="btn-light">
          {page.hero.quoteLabel}
        </Link>
      </PageHero>
      <div className="container-page relative z-10 -mt-8">
        <div className="card p-6 shadow-xl sm:p-8">
          <Island name="city-search" component={CitySearch} props={{ search }} />
        </div>
      </div>
      <Section id="counties" title={page.countiesHeading} intro={page.countiesIntro}>
        <CountyLists main={mainCounties} others={otherCounties} othersHeading={page.otherCountiesHeading} />
      </Section>
      <NotListedCard {...page.notListed} />
    </>
  );
}
