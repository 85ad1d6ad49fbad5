// https://vike.dev/client: city pages have no island, so they load only the shared module, not the index's +client.ts.
import '../../+client.ts';
