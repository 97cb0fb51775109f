import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import RecipeEditorView from './recipe-editor-view.tsx';
import { renderAt, testRecipeState } from '../testing/recipe-view-testing.tsx';

beforeEach(() => localStorage.clear());

const NEW = '/recipe-book?view=new';

/** Writes half a recipe, then leaves as a back gesture or a reload would: no Cancel. */
async function writeHalfAndLeave() {
  const user = userEvent.setup();
  const { unmount } = renderAt(NEW, <RecipeEditorView state={testRecipeState([])} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Half a soup');
  const ingredients = screen.getByRole('group', { name: 'Ingredients' });
  await user.type(within(ingredients).getByRole('textbox', { name: 'Ingredient 1' }), '2 leeks');
  unmount();
  return user;
}

describe('RecipeEditorView drafts', { timeout: 20_000 }, () => {
  it('keeps a half-written recipe on the device and offers it back', async () => {
    const user = await writeHalfAndLeave();
    renderAt(NEW, <RecipeEditorView state={testRecipeState([])} />);
    const offer = screen.getByRole('region', { name: 'Unsaved draft' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Half a soup');
    const ingredients = screen.getByRole('group', { name: 'Ingredients' });
    expect(within(ingredients).getByRole('textbox', { name: 'Ingredient 1' })).toHaveValue(
      '2 leeks',
    );
  });

  it('forgets the draft when it is discarded', async () => {
    const user = await writeHalfAndLeave();
    const { unmount } = renderAt(NEW, <RecipeEditorView state={testRecipeState([])} />);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    unmount();
    renderAt(NEW, <RecipeEditorView state={testRecipeState([])} />);
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });

  it('keeps drafts apart per recipe: a new recipe is not offered the draft of another', async () => {
    await writeHalfAndLeave();
    renderAt(
      '/recipe-book?recipe=r1&view=edit',
      <RecipeEditorView state={testRecipeState()} id="r1" />,
    );
    expect(screen.getByRole('heading', { name: 'Edit recipe' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });
});
