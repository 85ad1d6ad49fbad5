import { useData } from 'vike-react/useData';
import { ArrowLeft } from '../../../components/icons.ts';
import { Link } from '../../../components/Link.tsx';
import { Island } from '../../../islands/Island.tsx';
import { href } from '../../../lib/routing/routes.ts';
import type { Data } from './+data.ts';
import { Gallery } from './Gallery.tsx';
import { MoreProjects } from './MoreProjects.tsx';
import { ProjectFacts } from './ProjectFacts.tsx';
import { ProjectTestimonial } from './ProjectTestimonial.tsx';

export default function Page() {
  const { photos, testimonial, others, texts, galleryWords, ...project } = useData<Data>();
  return (
    <>
      <div className="container-page pt-6 pb-14 sm:pt-8">
        <Link
          href={href.portfolio}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {texts.backLabel}
        </Link>
        <div className="mt-4 grid gap-8 lg:grid-cols-[1.15fr_1fr] lg:gap-12">
          <Island name="gallery" component={Gallery} props={{ title: project.title, photos, words: galleryWords }} />
          <ProjectFacts project={project} quoteLabel={texts.quoteLabel} />
        </div>
      </div>
      {testimonial && <ProjectTestimonial testimonial={testimonial} location={project.location} />}
      <MoreProjects others={others} heading={texts.moreHeading} allLabel={texts.allLabel} />
    </>
  );
}
