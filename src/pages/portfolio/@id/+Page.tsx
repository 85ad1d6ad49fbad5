import { ArrowLeft, MapPin, Star } from 'lucide-react';
import { useData } from 'vike-react/useData';
import { CallButton } from '../../../components/CallButton.tsx';
import { BulletList } from '../../../components/BulletList.tsx';
import { Picture } from '../../../components/Picture.tsx';
import { Section } from '../../../components/Section.tsx';
import { formatMonth } from '../../../lib/dates.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { project, gallery, categoryLabel, others } = useData<Data>();
  const [main, ...rest] = gallery;
  return (
    <>
      <div className="container-page py-10">
        <a href="/portfolio" className="inline-flex items-center gap-2 font-semibold text-brand-700"><ArrowLeft className="size-4" aria-hidden="true" /> Back to Portfolio</a>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <div>
            <figure>
              <Picture pic={main.pic} alt={main.alt} sizes="(min-width: 1024px) 560px, 100vw" priority className="aspect-[16/10] w-full rounded-2xl object-cover" />
              <figcaption className="mt-2 text-sm text-slate-600">1 / {project.images.length}</figcaption>
            </figure>
            {rest.length > 0 && (
              <ul className="mt-4 grid grid-cols-4 gap-3">
                {gallery.map((img) => (
                  <li key={img.pic.img.src}><Picture pic={img.pic} alt={img.alt} sizes="140px" className="aspect-[16/10] w-full rounded-lg object-cover" /></li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <span className="badge">{categoryLabel}</span>
            <h1 className="mt-3 text-4xl font-extrabold">{project.title}</h1>
            <p className="mt-4 text-lg">{project.description}</p>
            <p className="mt-4 flex items-center gap-1 text-slate-600"><MapPin className="size-4" aria-hidden="true" /> {project.location} · Completed {formatMonth(project.completedDate)}</p>
            <h2 className="mt-6 mb-3 text-xl font-bold">Services Provided</h2>
            <BulletList items={project.services} />
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="/quote" className="btn-call">Get Similar Quote</a>
              <CallButton className="btn-outline" />
            </div>
          </div>
        </div>
      </div>
      {project.testimonial && (
        <Section tone="sand">
          <figure className="card max-w-3xl">
            <span className="flex text-warn-500" role="img" aria-label="5 out of 5 stars">{Array.from({ length: 5 }, (_, i) => <Star key={i} className="size-5 fill-current" aria-hidden="true" />)}</span>
            <blockquote className="mt-3 text-lg italic">“{project.testimonial.text}”</blockquote>
            <figcaption className="mt-3 font-semibold">{project.testimonial.author}</figcaption>
          </figure>
        </Section>
      )}
      <Section title="More Projects">
        <ul className="grid gap-6 sm:grid-cols-3">
          {others.map((o) => (
            <li key={o.id} className="card overflow-hidden p-0">
              <a href={`/portfolio/${o.id}`}>
                <Picture pic={o.thumbnail.pic} alt={o.thumbnail.alt} sizes="(min-width: 640px) 33vw, 100vw" className="aspect-[16/10] w-full object-cover" />
                <span className="block p-4 font-bold">{o.title}<span className="block text-sm font-normal text-slate-600">{o.location}</span></span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
