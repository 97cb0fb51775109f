import { test } from './accounts-fixtures.ts';
import { presetTheme } from './fixtures.ts';
import { accountTour } from './screens/account-screens.ts';
import { apartmentTourQuestionsTour } from './screens/apartment-tour-questions-screens.ts';
import { appTour } from './screens/app-screens.ts';
import { carMaintenanceTour } from './screens/car-maintenance-screens.ts';
import { recipeBookTour } from './screens/recipe-book-screens.ts';
import { travelTrackerTour } from './screens/travel-tracker-screens.ts';
import { checkScreen, type Tour } from './sweep.ts';

/**
 * The accessibility sweep: per theme, and per width by the projects, one page visits every
 * screen of the app and checks each (axe, nothing loading, no sideways scrolling). A
 * screen that fails is named and the sweep goes on, so one run reports them all.
 */
const TOURS: [name: string, tour: Tour][] = [
  ['the listing and the app’s own pages', appTour],
  ['accounts', accountTour],
  ['Recipe Book', recipeBookTour],
  ['Car Maintenance Tracker', carMaintenanceTour],
  ['Travel Tracker', travelTrackerTour],
  ['Apartment Tour Questions', apartmentTourQuestionsTour],
];

for (const theme of ['light', 'dark'] as const) {
  test(`every screen passes axe and fits the width, in the ${theme} theme`, async ({
    page,
    world,
  }) => {
    // Every screen of the app, each with an axe run: minutes on two busy cores.
    test.setTimeout(480_000);
    await presetTheme(page, theme);
    const sweep = {
      page,
      world,
      async check(label: string, include?: string[]) {
        await test
          .expect(page.locator('html'))
          .toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await checkScreen(page, `${label} (${theme})`, include);
      },
    };
    for (const [name, tour] of TOURS) await test.step(name, () => tour(sweep));
  });
}
