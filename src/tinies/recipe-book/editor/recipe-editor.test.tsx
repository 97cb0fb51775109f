import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { RecipeEditor, type RecipeEditorProps } from './recipe-editor.tsx';

const EXISTING: Recipe = {
  name: 'Tomato soup',
  type: 'lunch',
  prepMinutes: 10,
  cookMinutes: 30,
  servings: 4,
  ingredients: [
    { kind: 'ingredient', quantity: 1, unit: 'kg', name: 'tomatoes' },
    { kind: 'ingredient', quantity: 1, name: 'onion' },
    { kind: 'ingredient', quantity: 2, unit: 'tbsp', name: 'olive oil' },
  ],
  steps: [
    { kind: 'step', text: 'Chop.' },
    { kind: 'step', text: 'Simmer 30 minutes.' },
    { kind: 'step', text: 'Blend.' },
  ],
  tags: ['soup'],
  favourite: false,
  createdAt: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-03-01T10:00:00.000Z',
};

function setup(props: Partial<RecipeEditorProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(recipe: Recipe) => void>();
  const onCancel = vi.fn();
  render(
    <DialogsProvider>
      <RecipeEditor
        canUploadPhoto={false}
        submitLabel="Save recipe"
        onSubmit={onSubmit}
        onCancel={onCancel}
        {...props}
      />
    </DialogsProvider>,
  );
  const submit = screen.getByRole('button', { name: 'Save recipe' });
  const ingredients = screen.getByRole('group', { name: 'Ingredients' });
  const steps = screen.getByRole('group', { name: 'Steps' });
  return { user, onSubmit, onCancel, submit, ingredients, steps };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const texts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('textbox')
    .map((field) => (field as HTMLInputElement).value);

describe('RecipeEditor', () => {
  it('says the type is missing when a recipe with only a name is saved, and focuses it', async () => {
    const { user, submit, onSubmit } = setup();
    expect(submit).toBeEnabled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Soup');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Name is required');
    await user.type(name, 'Soup');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveAccessibleDescription('Type is required');
    expect(type).toHaveFocus();
    await chooseType(user, 'Lunch');
    expect(type).not.toHaveAccessibleDescription();
  });

  it("counts the description's characters and shows the source's message", async () => {
    const { user, submit } = setup({ initial: EXISTING });
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAccessibleDescription('0 / 2000 characters');
    await user.type(description, 'Warming.');
    expect(description).toHaveAccessibleDescription('8 / 2000 characters');

    const source = screen.getByRole('textbox', { name: 'Source URL' });
    await user.type(source, 'ftp://example.org/soup');
    expect(source).toHaveAccessibleDescription('Source must be a web address (http or https)');
    await user.click(submit);
    expect(source).toHaveFocus();
    await user.clear(source);
    await user.type(source, 'https://example.org/soup');
    expect(source).not.toHaveAccessibleDescription();
    expect(submit).toBeEnabled();
  });

  it('shows the total time as the times are typed', async () => {
    const { user } = setup({ initial: EXISTING });
    const cook = screen.getByRole('spinbutton', { name: 'Cook time (min)' });
    expect(cook).toHaveAccessibleDescription('Total time: 40 min');
    await user.clear(cook);
    await user.type(cook, '65');
    expect(cook).toHaveAccessibleDescription('Total time: 1 h 15 min');
  });

  it('adds ingredient rows with Enter and the buttons, shows what a line was read as, splits a paste', async () => {
    const { user, ingredients } = setup();
    const first = within(ingredients).getByRole('textbox', { name: 'Ingredient 1' });
    await user.type(first, '1½ cups flour, sifted');
    expect(first).toHaveAccessibleDescription(
      'Read as: amount 1½, unit cups, name flour, note sifted',
    );

    await user.keyboard('{Enter}');
    const second = within(ingredients).getByRole('textbox', { name: 'Ingredient 2' });
    expect(second).toHaveFocus();
    await user.paste('2 eggs\nFor the glaze:\n100 g icing sugar');
    expect(texts(ingredients)).toEqual([
      '1½ cups flour, sifted',
      '2 eggs',
      'For the glaze',
      '100 g icing sugar',
    ]);
    expect(within(ingredients).getByRole('textbox', { name: 'Section 1' })).toHaveValue(
      'For the glaze',
    );
    expect(within(ingredients).getByRole('textbox', { name: 'Ingredient 3' })).toHaveFocus();
    expect(screen.getByText('Added 3 rows.')).toBeInTheDocument();

    await user.click(within(ingredients).getByRole('button', { name: 'Add section' }));
    expect(within(ingredients).getByRole('textbox', { name: 'Section 2' })).toHaveFocus();
    await user.keyboard('To finish');
    await user.click(within(ingredients).getByRole('button', { name: 'Add ingredient' }));
    expect(within(ingredients).getByRole('textbox', { name: 'Ingredient 4' })).toHaveFocus();
  });

  it('moves and removes rows with the buttons and the keyboard, focus following the row', async () => {
    const { user, ingredients, steps } = setup({ initial: EXISTING });
    expect(texts(ingredients)).toEqual(['1 kg tomatoes', '1 onion', '2 tbsp olive oil']);

    const up = within(ingredients).getByRole('button', { name: "Move 'olive oil' up" });
    await user.click(up);
    expect(texts(ingredients)).toEqual(['1 kg tomatoes', '2 tbsp olive oil', '1 onion']);
    expect(within(ingredients).getByRole('button', { name: "Move 'olive oil' up" })).toHaveFocus();
    expect(screen.getByText("Moved 'olive oil' to position 2 of 3.")).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(texts(ingredients)).toEqual(['2 tbsp olive oil', '1 kg tomatoes', '1 onion']);
    // At the top, Move up is disabled: focus stays in the row, on its field.
    expect(within(ingredients).getByRole('textbox', { name: 'Ingredient 1' })).toHaveFocus();
    expect(within(ingredients).getByRole('button', { name: "Move 'olive oil' up" })).toBeDisabled();

    await user.click(within(ingredients).getByRole('button', { name: "Remove 'tomatoes'" }));
    expect(texts(ingredients)).toEqual(['2 tbsp olive oil', '1 onion']);
    expect(within(ingredients).getByRole('textbox', { name: 'Ingredient 2' })).toHaveFocus();

    const step = within(steps).getByRole('textbox', { name: 'Step 3' });
    await user.click(step);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Alt>}{ArrowUp}{/Alt}');
    expect(texts(steps)).toEqual(['Chop.', 'Blend.', 'Simmer 30 minutes.']);
    const moved = within(steps).getByRole('textbox', { name: 'Step 2' });
    expect(moved).toHaveFocus();
    expect((moved as HTMLTextAreaElement).selectionStart).toBe('Blend.'.length - 2);

    await user.click(within(steps).getByRole('button', { name: 'Move step 1 down' }));
    expect(texts(steps)).toEqual(['Blend.', 'Chop.', 'Simmer 30 minutes.']);
    expect(within(steps).getByRole('button', { name: 'Move step 2 down' })).toHaveFocus();

    // Enter in a step starts the next one; Backspace in an empty one takes it away again.
    await user.click(within(steps).getByRole('textbox', { name: 'Step 3' }));
    await user.keyboard('{Enter}');
    expect(within(steps).getByRole('textbox', { name: 'Step 4' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(texts(steps)).toHaveLength(3);
    expect(within(steps).getByRole('textbox', { name: 'Step 3' })).toHaveFocus();
  });

  it('hands on the recipe the form makes: parsed ingredients, sections, steps and dates', async () => {
    // What is checked is the recipe made of the fields, so their words are pasted: typing
    // them key by key is the subject of the tests above.
    const { user, submit, onSubmit, ingredients, steps } = setup();
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByRole('textbox', { name: 'Name' }), '  Lemon drizzle  ');
    await chooseType(user, 'Dessert');
    await user.clear(screen.getByRole('spinbutton', { name: 'Servings' }));
    await fill(screen.getByRole('spinbutton', { name: 'Servings' }), '8');
    await fill(screen.getByRole('spinbutton', { name: 'Prep time (min)' }), '15');
    await fill(screen.getByRole('spinbutton', { name: 'Cook time (min)' }), '45');
    await fill(screen.getByRole('textbox', { name: 'Tags' }), 'cake, baking');
    await user.click(screen.getByRole('checkbox', { name: 'Mark as a favourite' }));

    await fill(
      within(ingredients).getByRole('textbox', { name: 'Ingredient 1' }),
      '225 g butter, softened',
    );
    await user.keyboard('{Enter}');
    await user.paste('2–3 lemons');
    await user.click(within(ingredients).getByRole('button', { name: 'Add section' }));
    await user.paste('For the drizzle');
    await user.click(within(ingredients).getByRole('button', { name: 'Add ingredient' }));
    await user.paste('½ cup sugar');

    await fill(within(steps).getByRole('textbox', { name: 'Step 1' }), 'Beat the butter.');
    await user.keyboard('{Enter}');
    await user.paste('Bake 45 minutes.');
    await user.click(submit);

    expect(onSubmit).toHaveBeenCalledOnce();
    const recipe = onSubmit.mock.calls[0]![0];
    expect(recipe).toEqual({
      name: 'Lemon drizzle',
      type: 'dessert',
      prepMinutes: 15,
      cookMinutes: 45,
      servings: 8,
      ingredients: [
        { kind: 'ingredient', quantity: 225, unit: 'g', name: 'butter', note: 'softened' },
        { kind: 'ingredient', quantity: 2, quantityMax: 3, name: 'lemons' },
        { kind: 'section', title: 'For the drizzle' },
        { kind: 'ingredient', quantity: 0.5, unit: 'cup', name: 'sugar' },
      ],
      steps: [
        { kind: 'step', text: 'Beat the butter.' },
        { kind: 'step', text: 'Bake 45 minutes.' },
      ],
      tags: ['cake', 'baking'],
      favourite: true,
      createdAt: recipe.createdAt,
      updatedAt: recipe.createdAt,
    });
    expect(Date.parse(recipe.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the date added of an edited recipe and refuses an over-long line with its message', async () => {
    const { user, submit, onSubmit, ingredients } = setup({ initial: EXISTING });
    const onion = within(ingredients).getByRole('textbox', { name: 'Ingredient 2' });
    fireEvent.change(onion, { target: { value: `1 ${'very '.repeat(41)}big onion` } });
    expect(onion).toHaveAccessibleDescription(/Ingredient must be at most 200 characters$/);
    expect(onion).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    await user.clear(onion);
    expect(submit).toBeEnabled();
    await user.click(submit);
    const recipe = onSubmit.mock.calls[0]![0];
    expect(recipe.ingredients).toEqual([EXISTING.ingredients[0], EXISTING.ingredients[2]]);
    expect(recipe.createdAt).toBe(EXISTING.createdAt);
    expect(recipe.updatedAt).not.toBe(EXISTING.updatedAt);
  });

  it('asks before discarding changes on Cancel, and leaves at once when nothing changed', async () => {
    const { user, onCancel } = setup({ initial: EXISTING });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tomato soup!');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('tells visitors to log in to add a photo', () => {
    setup();
    const photo = screen.getByRole('group', { name: 'Photo' });
    expect(within(photo).getByText('Log in to add a photo.')).toBeInTheDocument();
    expect(within(photo).queryByLabelText('Choose a photo')).toBeNull();
  });

  it('offers a signed-in person the photo picker, and removes a kept photo', async () => {
    const { user, submit, onSubmit } = setup({
      initial: { ...EXISTING, photoId: 'f'.repeat(32) },
      canUploadPhoto: true,
    });
    const photo = screen.getByRole('group', { name: 'Photo' });
    expect(within(photo).getByRole('img', { name: "The recipe's photo" })).toHaveAttribute(
      'src',
      `/api/files/${'f'.repeat(32)}`,
    );
    expect(within(photo).getByLabelText('Replace photo')).toHaveAttribute('accept', 'image/*');
    await user.click(within(photo).getByRole('button', { name: 'Remove photo' }));
    expect(within(photo).queryByRole('img')).toBeNull();
    expect(within(photo).getByLabelText('Choose a photo')).toHaveFocus();
    await user.click(submit);
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('photoId');
  });
});
