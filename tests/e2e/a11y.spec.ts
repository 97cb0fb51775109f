import { expect, test } from './accounts-fixtures.ts';
import { presetTheme } from './fixtures.ts';
import { accountTour } from './screens/account-screens.ts';
import { apartmentTourQuestionsTour } from './screens/apartment-tour-questions-screens.ts';
import { appTour } from './screens/app-screens.ts';
import { carMaintenanceTour } from './screens/car-maintenance-screens.ts';
import { recipeBookTour } from './screens/recipe-book-screens.ts';
import { travelTrackerTour } from './screens/travel-tracker-screens.ts';
import { checkScreen, type Tour } from './sweep.ts';

/**
 * The accessibility sweep: per theme, per part of the app and per width (the projects), one
 * page visits every screen of that part and checks each (axe, nothing loading, no sideways
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

for (const [name, tour] of TOURS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every screen of ${name} passes axe and fits the width, in the ${theme} theme`, async ({
      page,
      world,
    }) => {
      // Every screen of a tool, each with an axe run: minutes on two busy cores.
      test.setTimeout(300_000);
      await presetTheme(page, theme);
      await tour({
        page,
        world,
        async check(label: string, include?: string[]) {
          await expect(page.locator('html')).toHaveClass(
            theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
          );
          await checkScreen(page, `${label} (${theme})`, include);
        },
      });
    });
  }
}
