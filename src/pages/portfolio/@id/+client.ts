// https://vike.dev/client: +client.ts is per page, not cumulative: the shared module, then the gallery island.
import '../../+client.ts';
import '../../../islands/start.ts';
