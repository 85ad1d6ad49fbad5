// https://vike.dev/client: the page has no island (its forms are native), so it loads only the shared module, not the quote page's script.
import '../../+client.ts';
