// https://vike.dev/data
import { site, techRecruitment } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';

export function data() {
  return {
    head: pageHead('/tech-recruitment', techRecruitment.metaTitle, techRecruitment.metaDescription),
    footer: 'technicians' as const,
    page: techRecruitment,
    techsEmail: site.email.techs,
    applicationUrl: site.forms.application,
  };
}
export type Data = ReturnType<typeof data>;
