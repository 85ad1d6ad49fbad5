// https://vike.dev/client: +client.ts is per page, not cumulative: the shared module, then this page's islands.
import '../+client.ts';
import '../../islands/start.ts';
import { searchFromAddress } from './search-from-address.ts';

searchFromAddress(document.querySelector<HTMLFormElement>('form#city-search'));
