// https://vike.dev/Layout
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { useMessages } from '../components/i18n.ts';
import { PhoneBar } from '../components/PhoneBar.tsx';
import { TechFooter } from '../components/TechFooter.tsx';
import type { PageHead } from '../lib/page/head.ts';

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname, data } = usePageContext();
  const tech = data as
    | { footer?: string; page?: { footer: { equalOpportunity: string; accessibility: string } } }
    | undefined;
  const head = (data as { head?: PageHead } | undefined)?.head;
  const t = useMessages();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        {t.chrome.skipToContent}
      </a>
      <Header overlay={urlPathname === '/'} apply={tech?.footer === 'technicians'} smsBody={head?.smsBody} />
      <main id="main">{children}</main>
      {tech?.footer === 'technicians' && tech.page ? <TechFooter notes={tech.page.footer} /> : <Footer />}
      {tech?.footer !== 'technicians' && head && <PhoneBar smsBody={head.smsBody} />}
    </>
  );
}
