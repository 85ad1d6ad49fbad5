// https://vike.dev/client: the not-found page's own script, the shared module and the log of the path tried, so
// that the other pages do not carry it.
import '../+client.ts';
import { logNotFound } from '../../client/not-found.ts';

logNotFound();
