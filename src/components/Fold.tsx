import type { ReactNode } from 'react';
import { ChevronDown } from './icons.ts';

/**
 * Content a phone shows only on request: a native <details>, so it opens without JavaScript, its text stays in the
 * HTML for crawlers, and Chromium opens it by itself for find-in-page and for a link to something inside. From a
 * tablet's width up (app.css, `.fold`) its content is always shown and the button is not, where the browser can
 * style the details' content; elsewhere it stays a fold at every width, which still works.
 */
export function Fold({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <details className={`fold ${className}`}>
      <summary className="fold-summary">
        {label}
        <ChevronDown className="fold-chevron size-5 shrink-0" aria-hidden="true" />
      </summary>
      {children}
    </details>
  );
}
