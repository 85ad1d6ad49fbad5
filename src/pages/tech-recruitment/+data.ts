import type { PageContextServer } from 'vike/types';
// https://vike.dev/data
import applicationSchema from '../../../schemas/forms/application.schema.json' with { type: 'json' };
import { inputConstraints } from '../../lib/forms/form-constraints.ts';
import { contentFor, localeOf, messagesFor, pageContent } from '../../lib/i18n/i18n.ts';
import { pageHead } from '../../lib/page/head.ts';

// The islands' props (the calculator's texts, the application form's) are written into the page as JSON.
export function data(pageContext: PageContextServer) {
  const { site, techRecruitment } = pageContent(pageContext);
  const { metaTitle, metaDescription, ...page } = techRecruitment;
  const locale = localeOf(pageContext);
  const t = messagesFor(locale).technicians;
  // A check box sends its English text, which the application's schema lists (schemas/forms/application.schema.json),
  // and shows the page's: the Spanish list has the English one's length and order (codegen checks it).
  const english = contentFor('en').techRecruitment.form;
  const checks = (name: 'skillAreas' | 'tools') =>
    english[name].map((value, i) => ({ value, label: page.form[name][i] }));
  return {
    head: pageHead(pageContext, metaTitle, metaDescription),
    footer: 'technicians' as const,
    page,
    techsEmail: site.email.techs,
    application: {
      // The handler answers in the page's language (src/server/forms-app.ts).
      url: locale === 'en' ? site.forms.application : `${site.forms.application}?locale=${locale}`,
      notices: { label: t.notices, close: t.closeNotice },
      checks: { skillAreas: checks('skillAreas'), tools: checks('tools') },
      constraints: inputConstraints(applicationSchema, ['fullName', 'phone', 'email', 'city'] as const),
      validation: messagesFor(locale).validation,
    },
  };
}
export type Data = ReturnType<typeof data>;
