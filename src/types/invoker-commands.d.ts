// Invoker commands (https://developer.mozilla.org/docs/Web/API/Invoker_Commands_API) open dialogs without JavaScript;
// React passes the lower-case attributes through, but its types do not list them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
