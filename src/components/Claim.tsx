import type { ReactNode } from 'react';
import { claimHref } from '../lib/page/claims.ts';
import { Link } from './Link.tsx';

/**
 * A badge's content, made a link to its facts on /guarantee when its text claims licensed, insured, guaranteed or rated;
 * 44 px tall, as everything a thumb taps (a badge that holds one drops its own vertical padding).
 */
export function Claim({ text, children }: { text: string; children: ReactNode }) {
  const href = claimHref(text);
  if (!href) return children;
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-[inherit] underline decoration-dotted underline-offset-4 hover:decoration-solid"
    >
      {children}
    </Link>
  );
}
