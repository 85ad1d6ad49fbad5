import type { ReactNode } from 'react';
import { claimHref } from '../lib/claims.ts';
import { useLink } from './i18n.ts';

/** A badge's content, made a link to its facts on /guarantee when its text claims licensed, insured, guaranteed or rated. */
export function Claim({ text, children }: { text: string; children: ReactNode }) {
  const link = useLink();
  const href = claimHref(text);
  if (!href) return children;
  return (
    <a href={link(href)} className="inline-flex items-center gap-[inherit] underline decoration-dotted underline-offset-4 hover:decoration-solid">
      {children}
    </a>
  );
}
