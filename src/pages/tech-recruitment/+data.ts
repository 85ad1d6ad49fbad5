// https://vike.dev/data
import applicationSchema from '../../../schemas/forms/application.schema.json' with { type: 'json' };
import { site, techRecruitment } from '../../lib/content.ts';
import { inputConstraints } from '../../lib/form-constraints.ts';
import { pageHead } from '../../lib/head.ts';

// The page hydrates, so this result is serialized into its HTML: only what the page renders.
export function data() {
  const { metaTitle, metaDescription, ...page } = techRecruitment;
  return {
    head: pageHead('/tech-recruitment', metaTitle, metaDescription),
    footer: 'technicians' as const,
    page,
    techsEmail: site.email.techs,
    application: {
      url: site.forms.application,
      constraints: inputConstraints(applicationSchema, ['fullName', 'phone', 'email', 'city'] as const),
    },
  };
}
export type Data = ReturnType<typeof data>;
