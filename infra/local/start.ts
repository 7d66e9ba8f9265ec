import path from 'node:path';
import { backfillSets as backfillBlockSets } from '@functions/core/blocks/blocks';
import { backfillProjects } from '@functions/core/projects/backfill';
import { backfill as backfillArtSearch } from '@functions/core/arts/search-index';
import { backfillAdminSearch } from '@functions/core/profiles/admin-search-backfill';
import { backfillImageVariants } from '@functions/core/uploads/backfill-variants';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo';
import { PortInUseError } from './ports';
import { FEATURED_TEST_CARDS, TEST_CARDS } from './services/paymongo-cards';
import { writeLocalState } from './local-state';
import { startStack } from './stack';
import { startWebDev, startWebPreview } from './web';
import { ensureWebBuild } from './web-build';

/**
 * `npm start`: the whole product on this machine with demo data, the web app served as CloudFront
 * serves it: the production build with its pre-rendered pages (built into .local/web on the first
 * start and again when its sources changed). `npm run dev` (`--dev`) serves the web app from the
 * Vite dev server instead, with hot reload: quicker to change, much slower to load a page.
 * Data persists under .local/ (`npm run reset` wipes it). Ctrl-C stops every service this started.
 */
const root = path.resolve(import.meta.dirname, '../..');
const localDir = path.join(root, '.local');
const dev = process.argv.includes('--dev');

async function main() {
  // The build runs while the services start; its failure is thrown where it is awaited.
  const webDist = path.join(localDir, 'web');
  const building = dev ? undefined : ensureWebBuild(webDist);
  building?.catch(() => undefined);
  const stack = await startStack({
    dataDir: path.join(localDir, 'data'),
    workDir: localDir,
    ports: 'fixed',
    name: 'crafti-local',
    mediaOnSite: true,
  });
  let stopping = false;
  const web = await (async () => {
    if (dev) return startWebDev(stack.ports.web, stack.webConfig, stack.siteEdge);
    await building;
    return startWebPreview(stack.ports.web, stack.webConfig, stack.siteEdge, webDist);
  })().catch(async (err) => {
    await stack.stop();
    throw err;
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Crafti...`);
    await web.stop().catch(() => undefined);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await seedDemo();
  // Pictures stored before the 800 px variant (data kept in .local/ from an older start) get it; one quick walk when none lack it.
  const backfill = await backfillImageVariants().catch((err: unknown) => {
    console.warn('Older pictures were not given their 800 px variant:', err);
    return null;
  });
  if (backfill && backfill.filled > 0)
    console.log(
      `Gave ${backfill.filled} older art and post pictures their 800 px variant (${backfill.skipped} skipped).`,
    );
  // People indexed before the admin users table had its own search entries (data kept in .local/ from an older start) get them.
  const searchBackfill = await backfillAdminSearch().catch((err: unknown) => {
    console.warn('Older people were not given their admin search entries:', err);
    return null;
  });
  if (searchBackfill && searchBackfill.filled > 0)
    console.log(`Gave ${searchBackfill.filled} older people their admin search entries.`);
  // Blocks made before each person's blocks were kept in one item (data kept in .local/ from an older start) are put there.
  await backfillBlockSets().catch((err: unknown) => console.warn('Older blocks were not put in the block sets:', err));
  await backfillProjects().catch((err: unknown) =>
    console.warn('Older projects were not given their timeline choices and in-progress entries:', err),
  );
  // Arts made before Browse Arts' word search, or before the search engine (data kept in .local/ from an older start), get their entries and documents.
  await backfillArtSearch({}).catch((err: unknown) =>
    console.warn('Older arts were not given their search entries:', err),
  );
  const endpoints = { ...stack.endpoints, web: web.url };
  writeLocalState(localDir, { endpoints, env: stack.env });

  console.log(`
  Crafti is running locally.

    Web app        ${endpoints.web}  (${dev ? 'Vite dev server, hot reload' : 'production build, as CloudFront serves it; `npm run dev` for hot reload'})
    HTTP API       ${endpoints.api}
    WebSocket API  ${endpoints.ws}
    Mailbox (SES)  ${endpoints.mailbox}
    DynamoDB       ${endpoints.dynamodb}
    Cognito        ${endpoints.cognito}
    S3             ${endpoints.s3}
    PayMongo       ${endpoints.paymongo}  (simulator: hosted checkout, signed webhooks; controls under /__sim/)
    Web Push       ${endpoints.push}  (the browsers' push service: what devices were sent, decrypted, at /messages)
    Search engine  ${endpoints.search}  (OpenSearch's REST API, for searches of several words; SigV4-signed calls only)

  PayMongo test cards (any future expiry, any CVC)
${FEATURED_TEST_CARDS.map((n) => `    ${n}   ${TEST_CARDS[n]!.label}`).join('\n')}

  Demo sign-ins
    Admin          ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
${DEMO_PEOPLE.map((p) => `    ${p.role.padEnd(15)}${p.email} / ${DEMO_PASSWORD}`).join('\n')}

  Public pages (signed out, as a shared link opens them)
${DEMO_PEOPLE.filter((p) => p.role === 'Artist')
  .map((p) => `    ${endpoints.web}/@${p.username}`)
  .join('\n')}
    ${endpoints.web}/sitemap.xml

  Data is kept in .local/ (npm run reset wipes it). Logs: .local/logs/. Ctrl-C stops everything.
`);
}

main().catch((err) => {
  if (err instanceof PortInUseError) console.error(`\n${err.message}\n`);
  else console.error(err);
  process.exit(1);
});
