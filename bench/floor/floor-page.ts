import { createElement as h, useState } from 'react';
import { TINIES } from '@/catalogue/tinies.ts';

const TAGS = [...new Set(TINIES.flatMap((tiny) => tiny.tags))].sort();

/**
 * The floor: a minimal React 19 page, a document comparable to the app's `/` (a heading, a
 * search field and tag buttons that filter, a card per tiny with its tags and a link) with nothing else.
 * The bench prerenders it and hydrates it, as the app does, to measure in the same run what
 * any React page costs on this machine. Written without JSX so Node runs it as it is.
 */
export function FloorPage() {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const words = search.trim().toLowerCase();
  const shown = TINIES.filter(
    (tiny) =>
      (!words || `${tiny.title} ${tiny.description}`.toLowerCase().includes(words)) &&
      (!tag || tiny.tags.includes(tag)),
  );
  return h(
    'main',
    null,
    h('h1', null, 'Tinies'),
    h('p', null, 'A small, fast personal hub of everyday tools.'),
    h(
      'label',
      null,
      'Search ',
      h('input', {
        type: 'search',
        value: search,
        onChange: (event: { target: { value: string } }) => setSearch(event.target.value),
      }),
    ),
    h(
      'p',
      null,
      TAGS.map((name) =>
        h(
          'button',
          {
            key: name,
            type: 'button',
            'aria-pressed': tag === name,
            onClick: () => setTag(tag === name ? null : name),
          },
          `#${name}`,
        ),
      ),
    ),
    h(
      'ul',
      null,
      shown.map((tiny) =>
        h(
          'li',
          { key: tiny.id },
          h('h2', null, tiny.route ? h('a', { href: tiny.route }, tiny.title) : tiny.title),
          h('p', null, tiny.description),
          h(
            'p',
            null,
            tiny.tags.map((tag) => h('span', { key: tag }, `#${tag} `)),
          ),
        ),
      ),
    ),
  );
}
