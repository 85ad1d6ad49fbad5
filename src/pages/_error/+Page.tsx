// https://vike.dev/error-page
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404, abortReason, urlPathname } = usePageContext();
  useEffect(() => {
    if (is404) console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, [is404]);
  if (is404) {
    return (
      <section className="container-page grid min-h-[60vh] place-content-center py-20 text-center">
        <h1 className="text-7xl font-extrabold">404</h1>
        <p className="mt-4 text-2xl">Oops! Page not found</p>
        <p className="mt-8">
          <a href="/" className="btn-primary">Return to Home</a>
        </p>
      </section>
    );
  }
  const message = typeof abortReason === 'string' ? abortReason : `Something went wrong while showing ${urlPathname}.`;
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-extrabold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">{message}</p>
      <p className="mt-8"><a href="/" className="btn-primary">Return to Home</a></p>
    </section>
  );
}
