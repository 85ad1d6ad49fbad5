/**
 * Lists the photos the data names that are not in data/images/ yet. Until one is added, the site shows a drawing in
 * its place (the project's category, title and place), made at build time by codegen; the build prints a one-line
 * warning with the count. Add a photo under the path shown and build again.
 *
 * Usage: npm run photos
 */
import { runCodegen } from './codegen/run.ts';

const result = await runCodegen(process.cwd(), { write: false });
if (!result.ok) {
  for (const line of result.report) console.error(line);
  process.exitCode = 1;
} else {
  const missing = result.missingPhotos ?? [];
  for (const m of missing) console.log(`data/images/${m.ref}  ${m.shows}`);
  console.log(
    missing.length
      ? `\n${missing.length} photo${missing.length === 1 ? '' : 's'} missing: each is shown as a drawn placeholder until a photo of that name is added.`
      : 'Every photo the data names is in data/images/.',
  );
}
