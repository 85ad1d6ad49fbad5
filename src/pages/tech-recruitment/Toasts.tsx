import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';

/**
 * The page's notification area (SPEC 4). Sonner gives swipe and close-button dismissal and Alt+T to focus the
 * area; it only collapses the stack on Escape, so Escape dismisses the toasts here, unless a dialog is open
 * (there, Escape closes the dialog first).
 */
export function Toasts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]')) return;
      if (toast.getToasts().length) toast.dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return <Toaster closeButton richColors position="bottom-right" toastOptions={{ classNames: { title: 'text-base', description: 'text-sm' } }} />;
}
