import type { Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures.ts';
import { presetTheme, transitionsEnded } from './fixtures.ts';
import { accountTour } from './screens/account-screens.ts';
import { apartmentTourQuestionsTour } from './screens/apartment-tour-questions-screens.ts';
import { appTour } from './screens/app-screens.ts';
import { carMaintenanceTour } from './screens/car-maintenance-screens.ts';
import { recipeBookTour } from './screens/recipe-book-screens.ts';
import { travelTrackerTour } from './screens/travel-tracker-screens.ts';
import { checkScreen, COLOUR_RULES, type Tour } from './sweep.ts';
import { THEME_STORAGE_KEY } from '../../src/app/theme/theme-store.ts';

/**
 * The accessibility sweep: per part of the app and per width (the projects), one page visits
 * every screen of that part and checks each in both themes (axe, nothing loading, no sideways
 * scrolling). A screen that fails is named and the sweep goes on, so one run reports them
 * all. A part per test lets the workers share the sweep.
 */
const TOURS: [name: string, tour: Tour][] = [
  ['the listing and the app’s own pages', appTour],
  ['accounts', accountTour],
  ['the Recipe Book', recipeBookTour],
  ['the Car Maintenance Tracker', carMaintenanceTour],
  ['the Travel Tracker', travelTrackerTour],
  ['Apartment Tour Questions', apartmentTourQuestionsTour],
];

type Theme = 'light' | 'dark';

/**
 * Turns the page to `theme` as the theme menu would: the stored preference (which the next
 * page load and the app read) and the class on the root. The colours change at once, not
 * over their transitions: what is checked is where they end, and waiting for every
 * transition of the screen took a fifth of a second per screen.
 */
async function turnTheme(page: Page, theme: Theme) {
  await page.evaluate(
    ({ key, theme }) => {
      localStorage.setItem(key, theme);
      // NOTE: a constructed sheet, which the page's content security policy allows (a
      // <style> element it refuses).
      const still = new CSSStyleSheet();
      still.replaceSync('*, *::before, *::after { transition: none !important; }');
      const sheets = document.adoptedStyleSheets;
      document.adoptedStyleSheets = [...sheets, still];
      document.documentElement.classList.toggle('dark', theme === 'dark');
      // The new colours are computed while transitions are off, so none starts.
      void getComputedStyle(document.body).color;
      document.adoptedStyleSheets = sheets;
    },
    { key: THEME_STORAGE_KEY, theme },
  );
  await transitionsEnded(page);
}

async function themeOf(page: Page): Promise<Theme> {
  return (await page.locator('html').getAttribute('class'))?.split(/\s+/).includes('dark')
    ? 'dark'
    : 'light';
}

for (const [name, tour] of TOURS) {
  test(`every screen of ${name} passes axe and fits the width, in both themes`, async ({
    page,
    world,
  }) => {
    // Every screen of a part of the app, twice: a minute or two on two busy cores.
    test.setTimeout(240_000);
    await presetTheme(page, 'light');
    await tour({
      page,
      world,
      async check(label: string, include?: string[]) {
        // The theme the screen opened in, then the other: each screen is seen in both, and
        // the next screen opens in the theme this one was left in. Every rule runs in the
        // first; in the second, what a theme changes: the colours.
        const first = await themeOf(page);
        const second = first === 'light' ? 'dark' : 'light';
        await checkScreen(page, `${label} (${first})`, include);
        await turnTheme(page, second);
        expect(await themeOf(page)).toBe(second);
        await checkScreen(page, `${label} (${second})`, include, COLOUR_RULES);
      },
    });
  });
}
