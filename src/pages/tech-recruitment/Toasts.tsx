import { useEffect, type CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';
// As a file, not Sonner's run-time <style> element, which the CSP refuses (see vite.config.ts).
import 'sonner/dist/styles.css';

/**
 * The page's notification area (SPEC 4). Sonner gives swipe and close-button dismissal and Alt+T to focus the
 * area; it only collapses the stack on Escape, so Escape dismisses the toasts here, unless a dialog is open
 * (there, Escape closes the dialog first).
 */
// Sonner's rich-color text is just under 4.5:1 on its tinted backgrounds; these darker shades pass WCAG AA.
const AA_COLORS = { '--error-text': '#b91c1c', '--success-text': '#166534' } as CSSProperties;

export function Toasts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]')) return;
      if (toast.getToasts().length) toast.dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return <Toaster closeButton richColors position="bottom-right" style={AA_COLORS} toastOptions={{ classNames: { title: 'text-base', description: 'text-sm', closeButton: 'size-6!' } }} />;
}
