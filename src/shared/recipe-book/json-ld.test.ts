import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractRecipes } from './json-ld.ts';

/** A page kept in `fixtures/`: invented recipes, shaped like real sites' markup. */
function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** One recipe as a page with a single JSON-LD block. */
function page(recipe: unknown): string {
  return `<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head></html>`;
}

describe('extractRecipes on real-world-shaped pages', () => {
  it('a WordPress recipe plugin: @graph beside an SEO plugin’s nodes, sections of steps', () => {
    expect(extractRecipes(fixture('wordpress-recipe-plugin.html'))).toEqual([
      {
        name: 'Smoky Bean & Squash Chilli',
        description:
          'A thick, smoky chilli with roasted squash and three kinds of beans. It keeps for days and tastes even better on the second.',
        images: [
          'https://pantrylantern.example/wp-content/uploads/2024/10/bean-squash-chilli.jpg',
          'https://pantrylantern.example/wp-content/uploads/2024/10/bean-squash-chilli-500x500.jpg',
          'https://pantrylantern.example/wp-content/uploads/2024/10/bean-squash-chilli-500x375.jpg',
          'https://pantrylantern.example/wp-content/uploads/2024/10/bean-squash-chilli-480x270.jpg',
        ],
        categories: ['Dinner', 'Main Course'],
        cuisines: ['Mexican-inspired'],
        keywords: ['bean chilli', 'squash', 'vegan chilli', 'batch cooking'],
        yields: ['6', '6 bowls'],
        ingredients: [
          '1 small butternut squash (about 900 g), peeled and diced',
          '2 tbsp olive oil, divided',
          '1 large onion, chopped',
          '3 cloves garlic, crushed',
          '2 tsp smoked paprika',
          '1 ½ tsp ground cumin',
          '1/2 tsp chilli flakes',
          '400 g tin kidney beans, drained',
          '400 g tin black beans, drained',
          '400 g tin borlotti beans, drained',
          '2 x 400 g tins chopped tomatoes',
          '1 tbsp cocoa powder',
          'salt and pepper, to taste',
        ],
        instructions: [
          { kind: 'section', title: 'Roast the squash' },
          { kind: 'step', text: 'Heat the oven to 200°C (180°C fan).' },
          {
            kind: 'step',
            text: 'Toss the squash with 1 tbsp of the oil, spread it out on a tray and roast for 30 minutes, until soft and browned at the edges.',
          },
          { kind: 'section', title: 'Make the chilli' },
          {
            kind: 'step',
            text: 'Warm the rest of the oil in a large pot and soften the onion for 8 minutes. Add the garlic, paprika, cumin and chilli flakes and stir for a minute.',
          },
          {
            kind: 'step',
            text: 'Tip in the beans, tomatoes and cocoa with a splash of water. Simmer gently for 30 minutes, stirring now and then.',
          },
          {
            kind: 'step',
            text: 'Stir in the roasted squash, season well and simmer for 10 minutes more.',
          },
        ],
        prepTime: 'PT20M',
        cookTime: 'PT70M',
        totalTime: 'PT90M',
        url: 'https://pantrylantern.example/smoky-bean-squash-chilli/',
      },
    ]);
  });

  it('a news site: a list of objects, a Recipe that is also a NewsArticle, ImageObjects', () => {
    expect(extractRecipes(fixture('news-site-array.html'))).toEqual([
      {
        name: 'One-Pot Lemon Orzo With Peas and Feta',
        description:
          'Orzo cooks right in its broth here, so it turns creamy without any cream, and the whole thing is on the table in about half an hour.',
        images: [
          'https://cdn.dailyladle.example/images/2025/03/12/food/lemon-orzo/lemon-orzo-videoSixteenByNine3000.jpg',
          'https://cdn.dailyladle.example/images/2025/03/12/food/lemon-orzo/lemon-orzo-mediumSquareAt3X.jpg',
          'https://cdn.dailyladle.example/images/2025/03/12/food/lemon-orzo/lemon-orzo-threeByTwoMediumAt2X.jpg',
        ],
        categories: ['dinner', 'pasta'],
        cuisines: ['Mediterranean'],
        keywords: ['orzo', 'lemon', 'one-pot', 'weeknight', 'vegetarian'],
        yields: ['4'],
        ingredients: [
          '2 tablespoons unsalted butter',
          '1 shallot, finely chopped',
          '2 garlic cloves, grated',
          '1 ½ cups orzo (10 ounces)',
          '4 cups vegetable stock, plus more as needed',
          '1 ½ cups frozen peas',
          '1 lemon, zested and juiced',
          '4 ounces feta, crumbled (about 1 cup)',
          'Kosher salt and black pepper',
        ],
        instructions: [
          {
            kind: 'step',
            text: 'Melt the butter in a wide pot over medium heat. Add the shallot and a pinch of salt and cook until soft, about 3 minutes. Stir in the garlic for 30 seconds.',
          },
          {
            kind: 'step',
            text: 'Add the orzo and toast, stirring, until it smells nutty, 2 to 3 minutes. Pour in the stock, bring to a simmer and cook, stirring often, until the orzo is just tender, 12 to 14 minutes. Add a splash more stock if it gets thick.',
          },
          {
            kind: 'step',
            text: 'Stir in the peas and cook 2 minutes. Off the heat, add the lemon zest and juice and half the feta. Season with salt and plenty of pepper, and top with the rest of the feta.',
          },
        ],
        prepTime: 'PT10M',
        cookTime: 'PT25M',
        totalTime: 'PT35M',
        url: 'https://www.dailyladle.example/food/2025/03/12/one-pot-lemon-orzo-with-peas',
      },
    ]);
  });

  it('a small blog: one object in CDATA, free-text times, numbered steps in one string', () => {
    expect(
      extractRecipes(fixture('minimal-blog.html'), {
        baseUrl: 'https://crumbsandcoffee.example/2023/05/brown-butter-oat-bars/',
      }),
    ).toEqual([
      {
        name: 'Brown Butter Oat Bars',
        description: 'Chewy in the middle, crisp at the edges, and made in one pan.',
        images: ['https://crumbsandcoffee.example/photos/2023/oat-bars.jpg'],
        categories: [],
        cuisines: [],
        keywords: ['baking', 'oats', 'brown butter', 'traybake'],
        yields: ['Makes 16 bars'],
        ingredients: [
          '175g butter',
          '150g light brown sugar',
          '3 tbsp golden syrup',
          '300g rolled oats',
          '1/2 tsp flaky salt',
        ],
        instructions: [
          { kind: 'step', text: 'Heat the oven to 180C and line a 20cm square tin.' },
          {
            kind: 'step',
            text: 'Melt the butter in a pan and keep cooking until it smells nutty and the bits on the bottom turn brown.',
          },
          {
            kind: 'step',
            text: 'Stir in the sugar and syrup until smooth, then the oats and salt.',
          },
          {
            kind: 'step',
            text: 'Press into the tin and bake for 25-35 minutes, until golden all over.',
          },
          {
            kind: 'step',
            text: 'Cool in the tin, then cut into 16 bars. They keep for 1.5 weeks in a tin.',
          },
        ],
        prepTime: '15 mins',
        cookTime: '25-35 minutes',
        totalTime: 'about 1 hour, plus cooling',
      },
    ]);
  });

  it('a page whose first block is broken: breadcrumbs, commented-out and sloppy JSON', () => {
    expect(extractRecipes(fixture('broken-and-breadcrumbs.html'))).toEqual([
      {
        name: 'Chickpea & Spinach Curry',
        description:
          "A weeknight curry that's ready before the rice is.\nServe it with lime pickle and warm flatbreads.",
        images: [
          'https://hearthandhob.example/media/chickpea-curry-1x1.webp',
          'https://hearthandhob.example/media/chickpea-curry-4x3.webp',
        ],
        categories: ['Main'],
        cuisines: ['Indian'],
        keywords: ['curry', 'vegan', 'under 30 minutes'],
        yields: ['4 portions'],
        ingredients: [
          '1 tbsp neutral oil',
          '1 onion, finely sliced',
          '2 tbsp curry paste',
          '2 x 400g tins chickpeas, drained',
          '400ml coconut milk',
          '200g baby spinach',
          'juice of 1/2 lime',
        ],
        instructions: [
          {
            kind: 'step',
            text: 'Fry the onion in the oil over a medium heat until soft and golden, about 8 minutes.',
          },
          {
            kind: 'step',
            text: 'Stir in the curry paste and cook for 1 minute, then add the chickpeas and coconut milk.',
          },
          { kind: 'step', text: 'Simmer for 15 minutes, until slightly thickened.' },
          {
            kind: 'step',
            text: 'Stir in the spinach a handful at a time until wilted, then add the lime juice and season.',
          },
        ],
        prepTime: 'PT10M',
        cookTime: 'PT0H25M',
      },
    ]);
  });

  it('entities everywhere, ImageObjects and a yield list', () => {
    expect(extractRecipes(fixture('entities-and-image-objects.html'))).toEqual([
      {
        name: 'Crème Brûlée with Roasted Plums',
        description:
          "Silky vanilla custard under a glass-thin sugar crust, with plums roasted in honey & thyme.\nMake the custards a day ahead – they're better for it.",
        images: [
          'https://sugarandspoon.example/wp-content/uploads/creme-brulee-plums-1200x1200.jpg',
          'https://sugarandspoon.example/wp-content/uploads/creme-brulee-plums-1200x900.jpg',
        ],
        categories: ['Dessert'],
        cuisines: ['French'],
        keywords: ['crème brûlée', 'plums', 'make-ahead', 'dinner party'],
        yields: ['8', '8 ramekins'],
        ingredients: [
          '500 ml double cream',
          '1 vanilla pod, split – or 1 tsp vanilla paste',
          '6 egg yolks',
          '80 g caster sugar, plus 8 tsp for the tops',
          '4 ripe plums, halved & stoned',
          '2 tbsp honey',
          '3 sprigs thyme',
          '¼ tsp flaky salt',
        ],
        instructions: [
          {
            kind: 'step',
            text: 'Heat the oven to 150°C/300°F and put 8 ramekins in a deep roasting tin.',
          },
          {
            kind: 'step',
            text: "Warm the cream with the vanilla until steaming. Don't let it boil.",
          },
          {
            kind: 'step',
            text: 'Whisk the yolks with the sugar, then slowly whisk in the hot cream. Strain into a jug.',
          },
          {
            kind: 'step',
            text: 'Pour into the ramekins, add hot water to come halfway up their sides and bake for 35–40 minutes, until just set with a wobble. Chill for at least 4 hours.',
          },
          {
            kind: 'step',
            text: 'Roast the plums with the honey, thyme and salt at 200°C for 15 minutes.',
          },
          {
            kind: 'step',
            text: 'Just before serving, sprinkle each custard with 1 tsp sugar and caramelise with a blowtorch … or under a very hot grill. Serve with the plums.',
          },
        ],
        prepTime: 'PT30M',
        cookTime: 'PT40M',
        totalTime: 'PT5H10M',
        url: 'https://sugarandspoon.example/creme-brulee-roasted-plums/',
      },
    ]);
  });

  it('schema.org-prefixed types and keys, mainEntity and hasPart, an ItemList method', () => {
    expect(
      extractRecipes(fixture('schema-org-prefixed.html'), {
        baseUrl: 'https://www.fieldandfork.example/recipes/spring-herb-frittata',
      }),
    ).toEqual([
      {
        name: 'Spring Herb Frittata',
        description:
          'Eggs, soft cheese and whatever green herbs the garden has, finished under the grill.',
        images: ['https://img.fieldandfork.example/frittata/hero@2x.jpg'],
        categories: ['Brunch', 'Breakfast'],
        cuisines: [],
        keywords: ['eggs', 'herbs'],
        yields: ['Serves 4'],
        ingredients: [
          '8 large eggs',
          "100 g soft goat's cheese",
          'a big handful of soft herbs (chives, dill, parsley), chopped',
          '1 tbsp butter',
        ],
        instructions: [
          {
            kind: 'step',
            text: 'Heat the grill. Beat the eggs with the herbs and some salt and pepper.',
          },
          {
            kind: 'step',
            text: 'Melt the butter in an ovenproof pan, pour in the eggs and cook over a low heat for 10 minutes, until the edges set.',
          },
          {
            kind: 'step',
            text: 'Dot with the cheese and finish under the grill for 5 to 8 minutes, until puffed and golden.',
          },
        ],
        prepTime: 'PT10M',
        cookTime: 'PT20M',
        url: 'https://www.fieldandfork.example/recipes/spring-herb-frittata',
      },
      {
        name: 'Quick Pickled Shallots',
        description: 'To serve alongside.',
        images: [],
        categories: [],
        cuisines: [],
        keywords: [],
        yields: ['1 small jar'],
        ingredients: [
          '2 banana shallots, thinly sliced',
          '4 tbsp cider vinegar',
          '1 tsp sugar',
          'a pinch of salt',
        ],
        instructions: [
          { kind: 'step', text: 'Stir everything together in a small jar.' },
          { kind: 'step', text: 'Leave for at least 20 minutes, shaking now and then.' },
        ],
        totalTime: 'PT20M',
      },
    ]);
  });

  it('references by @id, ingredients and method as HTML, the same recipe twice', () => {
    expect(
      extractRecipes(fixture('graph-references-html-method.html'), {
        baseUrl: 'https://littlekitchennotes.example/tomato-galette/',
      }),
    ).toEqual([
      {
        name: 'Slow-Roasted Tomato Galette',
        images: ['https://littlekitchennotes.example/media/2024/02/tomato-galette.jpg'],
        categories: [],
        cuisines: [],
        keywords: [],
        yields: ['1 galette (serves 6)'],
        ingredients: [
          'For the pastry:',
          '200 g plain flour',
          '125 g cold butter, cubed',
          '4–5 tbsp iced water',
          'For the filling:',
          '600 g mixed tomatoes, halved',
          '2 tbsp olive oil',
          '100 g ricotta',
          '1 egg, beaten',
        ],
        instructions: [
          {
            kind: 'step',
            text: 'Rub the butter into the flour, add just enough water to bring it together, then wrap and chill for 1 hour.',
          },
          { kind: 'step', text: 'Roast the tomatoes with the oil at 140°C for 1½ hours.' },
          {
            kind: 'step',
            text: 'Roll the pastry into a rough circle, spread with ricotta and pile the tomatoes in the middle.',
          },
          {
            kind: 'step',
            text: 'Fold the edges over, brush with egg and bake at 200°C for 35 minutes.',
          },
        ],
        totalTime: '3 hrs 15 mins',
      },
    ]);
  });

  it('a JSON export: a list of Recipe objects', () => {
    expect(extractRecipes(fixture('recipe-export.json'))).toEqual([
      {
        name: 'Miso Mushroom Noodles',
        description: 'Savoury, glossy noodles for a quick supper.',
        images: ['https://photos.tinies.example/f/2b6f0c41d2a54c0f9e1a7b3d5c8e9f10'],
        categories: ['Dinner'],
        cuisines: ['Japanese'],
        keywords: ['quick', 'noodles'],
        yields: ['2'],
        ingredients: [
          '200 g udon noodles',
          '250 g chestnut mushrooms, sliced',
          '1 tbsp white miso',
          '1 tbsp soy sauce',
          '2 spring onions, sliced',
        ],
        instructions: [
          { kind: 'section', title: 'Sauce' },
          { kind: 'step', text: 'Whisk the miso and soy sauce with 3 tbsp hot water.' },
          { kind: 'section', title: 'Noodles' },
          { kind: 'step', text: 'Fry the mushrooms in a hot pan until browned, about 6 minutes.' },
          {
            kind: 'step',
            text: 'Add the noodles and sauce and toss for 2 minutes. Top with the spring onions.',
          },
        ],
        prepTime: 'PT10M',
        cookTime: 'PT15M',
        totalTime: 'PT25M',
        url: 'https://www.example.org/miso-noodles',
      },
      {
        name: 'Iced Ginger Lemonade',
        images: [],
        categories: ['Beverage'],
        cuisines: [],
        keywords: [],
        yields: ['1 litre'],
        ingredients: [
          'thumb of ginger, grated',
          '3 lemons, juiced',
          '4 tbsp honey',
          '800 ml cold water',
          'ice',
        ],
        instructions: [
          {
            kind: 'step',
            text: 'Stir the ginger, lemon juice and honey together until the honey dissolves.',
          },
          { kind: 'step', text: 'Top up with the water, strain and serve over ice.' },
        ],
        prepTime: 'PT5M',
        cookTime: 'PT0M',
      },
    ]);
  });

  it('leaves relative images out when it does not know the page’s address', () => {
    expect(extractRecipes(fixture('minimal-blog.html'))[0]!.images).toEqual([]);
    expect(extractRecipes(fixture('schema-org-prefixed.html'))[0]!.images).toEqual([
      'https://img.fieldandfork.example/frittata/hero@2x.jpg',
    ]);
  });
});

describe('extractRecipes', () => {
  it('finds nothing in a page without recipes, in broken JSON or in plain text', () => {
    expect(extractRecipes('<html><body><p>Hello</p></body></html>')).toEqual([]);
    expect(extractRecipes(page({ '@type': 'Article', name: 'News' }))).toEqual([]);
    expect(extractRecipes('{"@type": "Recipe", "name": ')).toEqual([]);
    expect(extractRecipes('')).toEqual([]);
    expect(extractRecipes('just some words')).toEqual([]);
  });

  it('reads JSON given as a graph, with a byte-order mark, and types in any case', () => {
    const json = '\ufeff{"@graph": [{"@type": "recipe", "name": "Toast"}]}';
    expect(extractRecipes(json).map((recipe) => recipe.name)).toEqual(['Toast']);
    expect(
      extractRecipes(page({ '@type': 'https://schema.org/Recipe', name: 'Tea' }))[0]!.name,
    ).toBe('Tea');
  });

  it('flattens nested lists of steps, steps with only a name, and sections without one', () => {
    const [recipe] = extractRecipes(
      page({
        '@type': 'Recipe',
        name: 'Soup',
        recipeInstructions: [
          [{ '@type': 'HowToStep', name: 'Chop.' }, 'Fry.\nStir.'],
          {
            '@type': 'HowToSection',
            itemListElement: { '@type': 'HowToStep', text: '<p>Simmer.</p>' },
          },
          {
            '@type': 'HowToStep',
            itemListElement: [{ '@type': 'HowToDirection', text: 'Blend.' }],
          },
          { '@type': 'HowToStep', text: '' },
          { '@type': 'HowToSection', name: 'To serve', itemListElement: [] },
          'Step 6 - Ladle into bowls.',
          '7) Rest 1.5 hours.',
          '8.',
        ],
      }),
    );
    expect(recipe!.instructions).toEqual([
      { kind: 'step', text: 'Chop.' },
      { kind: 'step', text: 'Fry.' },
      { kind: 'step', text: 'Stir.' },
      { kind: 'step', text: 'Simmer.' },
      { kind: 'step', text: 'Blend.' },
      { kind: 'section', title: 'To serve' },
      { kind: 'step', text: 'Ladle into bowls.' },
      { kind: 'step', text: 'Rest 1.5 hours.' },
    ]);
  });

  it('keeps only web addresses for images and pages', () => {
    const [recipe] = extractRecipes(
      page({
        '@type': 'Recipe',
        name: 'Jam',
        image: [
          'javascript:alert(1)',
          'ftp://files.example/jam.jpg',
          { url: 'https://a.example/j.jpg' },
        ],
        url: 'javascript:alert(1)',
      }),
      { baseUrl: 'https://a.example/jam' },
    );
    expect(recipe!.images).toEqual(['https://a.example/j.jpg']);
    expect(recipe!.url).toBeUndefined();
  });

  it('gives an empty name and empty lists when a recipe says little', () => {
    expect(extractRecipes(page({ '@type': 'Recipe' }))).toEqual([
      {
        name: '',
        images: [],
        categories: [],
        cuisines: [],
        keywords: [],
        yields: [],
        ingredients: [],
        instructions: [],
      },
    ]);
  });
});
