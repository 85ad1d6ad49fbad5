/** An application as the technicians' form sends it, for the form handler's tests. */
import { techRecruitment } from '../../src/lib/content.ts';

// Two skills and one tool the form offers (data/pages/tech-recruitment.yaml): the handler takes no others.
const { skillAreas, tools } = techRecruitment.form;
export const SKILLS = [skillAreas[1], skillAreas.at(-2)!];

export const application = (n: number) => ({
  fullName: `Applicant ${n}`,
  phone: '(561) 555-0100',
  email: `tech${n}@example.com`,
  city: '33431',
  experience: '2-5',
  skillAreas: SKILLS,
  tools: tools.slice(-1),
  availability: 'weekends',
  transportation: 'yes',
  referralSource: 'google',
  contractorAgreement: true,
});
