import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import { sampleRecipe, visitorRecipesOnDevice } from './recipe-book-fixtures.ts';

/**
 * A visitor's recipes and their new account: the offer names what it copies, "Not now"
 * leaves a way back from the empty book, and copying in one tab closes the offer in the
 * others.
 */
test('the copy offer names the recipes, comes back on the empty book and closes in every tab', async ({
  page,
  world,
}) => {
  test.slow();
  await page.goto('/recipe-book');
  await visitorRecipesOnDevice(page, [
    sampleRecipe({ name: 'Visitor soup' }),
    sampleRecipe({ name: 'Visitor bread', type: 'side' }),
  ]);
  await verifiedAccount(page, world, uniqueEmail('copy-offer'));

  await page.reload();
  const offer = (tab: typeof page) =>
    tab.getByRole('alertdialog', { name: 'Copy this device’s data to your account?' });
  await expect(offer(page)).toContainText(
    'You saved 2 recipes on this device before logging in. Copy them into your account',
  );
  await offer(page).getByRole('button', { name: 'Not now' }).click();
  await expect(offer(page)).toHaveCount(0);

  // The empty book says the device still holds them, and offers the copy again.
  await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  const note = page.getByRole('region', { name: 'Saved on this device' });
  await expect(note).toContainText(
    'This device still holds 2 recipes you saved before logging in.',
  );

  // Another tab of the same person is offered the copy too; copying here closes it there.
  const other = await page.context().newPage();
  await other.goto('/recipe-book');
  await expect(offer(other)).toContainText('You saved 2 recipes');
  await note.getByRole('button', { name: 'Copy to my account' }).click();
  await expect(page.getByText('Copied 2 recipes to your account.')).toBeVisible();
  await expect(offer(other)).toHaveCount(0);
  await expect(note).toHaveCount(0);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('link', { name: 'Visitor soup' })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Visitor bread' })).toBeVisible();
  }
  await other.close();
});

test('what the device keeps is drawn without waiting for the server to say who is signed in', async ({
  page,
  world,
}) => {
  const recipeLink = (name: string) =>
    page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name, exact: true });
  // A visitor's book, while the question "who is signed in?" goes unanswered.
  await page.goto('/recipe-book');
  await visitorRecipesOnDevice(page, [sampleRecipe({ name: 'Kept soup' })]);
  await page.route('**/api/auth/get-session', () => {});
  await page.reload();
  await expect(recipeLink('Kept soup')).toBeVisible();
  await expect(page.getByText('Loading recipes')).toHaveCount(0);

  // Signed in, the same for the account's book as kept on this device from the last visit.
  await page.unroute('**/api/auth/get-session');
  await verifiedAccount(page, world, uniqueEmail('first-paint'));
  await page.goto('/recipe-book');
  const offer = page.getByRole('alertdialog', { name: 'Copy this device’s data to your account?' });
  await offer.getByRole('button', { name: 'Copy to my account' }).click();
  await expect(page.getByText('Copied 1 recipe to your account.')).toBeVisible();
  await expect(recipeLink('Kept soup')).toBeVisible();
  await expect(page.locator('[role="status"][data-state]')).toHaveAttribute('data-state', 'saved');
  await page.route('**/api/auth/get-session', () => {});
  await page.reload();
  await expect(recipeLink('Kept soup')).toBeVisible();
  await expect(page.getByText(/^Hi, /)).toHaveCount(0);
});
