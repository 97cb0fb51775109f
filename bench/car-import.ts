import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { stop } from './processes.ts';
import { startServer } from './server.ts';
import { makeTempDir, removeTempDir } from './temp-dirs.ts';

/**
 * How much a CSV import of 5,000 service records holds up the page: the production server
 * on a throw-away data folder, the system Chromium, a visitor on /car-maintenance's
 * Import & export screen choosing the file, then pressing Import. Prints the longest main
 * thread task (and how many tasks passed 50 ms) from choosing the file to the preview, and
 * from pressing Import to every record listed. Run: `npx node bench/car-import.ts`
 * (`CAR_IMPORT_PROFILE=name` writes the page's CPU profiles to `name-preview.cpuprofile`
 * and `name-import.cpuprofile`).
 */
const ROWS = 5_000;
const TYPES = ['Oil Change', 'Tire Rotation', 'Brake Inspection', 'Custom'];

function csvOf(rows: number): string {
  const lines = ['Car,Date,Service type,Title,Odometer,Total cost,Shop,Notes'];
  for (let index = 0; index < rows; index++) {
    const day = new Date(Date.UTC(2000, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const type = TYPES[index % TYPES.length]!;
    const title = type === 'Custom' ? `Job number ${index}` : '';
    lines.push(
      `Car ${index % 20},${day},${type},${title},${1_000 + index * 37},${(index % 300) + 0.5},,"Note ${index}, with a comma"`,
    );
  }
  return `${lines.join('\n')}\n`;
}

interface Tasks {
  longest: number;
  over50: number;
}

const dataDir = makeTempDir('car-import-bench-');
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    const store = { tasks: [] as { start: number; duration: number }[] };
    (window as unknown as { benchImport: typeof store }).benchImport = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        store.tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${server.url}/car-maintenance?view=move`);
  await page.getByLabel('File to import (.csv or .json)').waitFor({ timeout: 30_000 });
  const since = () => page.evaluate(() => performance.now());
  const tasksSince = (start: number) =>
    page.evaluate((from) => {
      const tasks = (
        window as unknown as { benchImport: { tasks: { start: number; duration: number }[] } }
      ).benchImport.tasks.filter((task) => task.start >= from);
      return {
        longest: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
        over50: tasks.filter((task) => task.duration > 50).length,
      } satisfies Tasks;
    }, start);

  const profile = process.env.CAR_IMPORT_PROFILE;
  const cdp = profile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const chosenAt = await since();
  const choose = performance.now();
  await page.getByLabel('File to import (.csv or .json)').setInputFiles({
    name: 'services.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(ROWS)),
  });
  const button = page.getByRole('button', { name: 'Import 5,000 services and add 20 cars' });
  await button.waitFor({ timeout: 120_000 });
  const previewMs = Math.round(performance.now() - choose);
  const preview = await tasksSince(chosenAt);
  if (cdp && profile) {
    const { profile: taken } = await cdp.send('Profiler.stop');
    writeFileSync(`${profile}-preview.cpuprofile`, JSON.stringify(taken));
    await cdp.send('Profiler.start');
  }

  const importAt = await since();
  const started = performance.now();
  await button.click();
  await page.getByText(`${ROWS} services, one per row`).waitFor({ timeout: 120_000 });
  const importMs = Math.round(performance.now() - started);
  await page.waitForTimeout(1_000);
  if (cdp && profile) {
    const { profile: taken } = await cdp.send('Profiler.stop');
    writeFileSync(`${profile}-import.cpuprofile`, JSON.stringify(taken));
  }
  const imported = await tasksSince(importAt);

  console.log(`${ROWS} rows: preview in ${previewMs} ms, imported in ${importMs} ms`);
  console.log(
    `choose → preview: longest task ${preview.longest} ms, ${preview.over50} tasks over 50 ms`,
  );
  console.log(
    `Import → all listed: longest task ${imported.longest} ms, ${imported.over50} tasks over 50 ms`,
  );
} finally {
  await browser.close();
  await stop(server.process);
  removeTempDir(dataDir);
}
