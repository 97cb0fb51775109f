import { describe, expect, it } from 'vitest';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { TabOrder, type TabStamp } from './tab-order.ts';
import { applyWrite, valueAt, type WriteMessage } from './tree.ts';

const ROOT = ['users', 'device'];
const DOC = 'users/device/recipe-book/recipes/r1';

/** One tab: its tree, its order, and what it has not yet heard from the others. */
interface Tab {
  tree: JsonValue;
  order: TabOrder;
}

function tabOf(name: string): Tab {
  return {
    tree: applyWrite(null, ROOT, {
      type: 'set',
      rid: 'seed',
      path: DOC,
      value: { name: 'Soup', description: 'Hot', favourite: false },
    }),
    order: new TabOrder(name),
  };
}

function receive(tab: Tab, write: WriteMessage, stamp: TabStamp): void {
  const { writes } = tab.order.incoming(write, stamp, (path) =>
    valueAt(tab.tree, path.split('/').slice(ROOT.length)),
  );
  for (const applied of writes) tab.tree = applyWrite(tab.tree, ROOT, applied);
}

/** A small seeded generator, so a failing order can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the order of a visitor’s tabs’ writes', () => {
  it('ends every tab on the same value, whatever order each hears the others in', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const tabs = ['a', 'b', 'c'].map(tabOf);
      const heard: Array<Array<{ write: WriteMessage; stamp: TabStamp }>> = [[], [], []];
      for (let step = 0; step < 12; step += 1) {
        const from = Math.floor(next() * tabs.length);
        const tab = tabs[from]!;
        const kind = next();
        const write: WriteMessage =
          kind < 0.6
            ? {
                type: 'update',
                rid: `w${step}`,
                path: DOC,
                values: next() < 0.5 ? { description: `d${step}` } : { favourite: step % 2 === 0 },
              }
            : kind < 0.8
              ? {
                  type: 'set',
                  rid: `w${step}`,
                  path: DOC,
                  value: { name: `n${step}`, description: `s${step}`, favourite: true },
                }
              : { type: 'remove', rid: `w${step}`, path: DOC };
        // A write shows at once in its own tab; the others hear of it later, in any order.
        tab.tree = applyWrite(tab.tree, ROOT, write);
        const stamp = tab.order.local(write);
        heard.forEach((inbox, index) => {
          if (index !== from) inbox.push({ write, stamp });
        });
        // Sometimes a tab hears some of what waits for it before the next write.
        const listener = Math.floor(next() * tabs.length);
        const inbox = heard[listener]!;
        while (inbox.length > 0 && next() < 0.5) {
          const pick = inbox.splice(Math.floor(next() * inbox.length), 1)[0]!;
          receive(tabs[listener]!, pick.write, pick.stamp);
        }
      }
      heard.forEach((inbox, index) => {
        while (inbox.length > 0) {
          const pick = inbox.splice(Math.floor(next() * inbox.length), 1)[0]!;
          receive(tabs[index]!, pick.write, pick.stamp);
        }
      });
      const [first, ...others] = tabs.map((tab) => tab.tree);
      for (const other of others) expect(other, `seed ${seed}`).toEqual(first);
    }
  });

  it('keeps the later of two writes of one field, in both tabs', () => {
    const [a, b] = [tabOf('a'), tabOf('b')];
    const early: WriteMessage = {
      type: 'update',
      rid: '1',
      path: DOC,
      values: { description: 'A' },
    };
    const late: WriteMessage = {
      type: 'update',
      rid: '2',
      path: DOC,
      values: { description: 'B' },
    };
    a.tree = applyWrite(a.tree, ROOT, early);
    const first = a.order.local(early);
    b.tree = applyWrite(b.tree, ROOT, late);
    const second = b.order.local(late);
    // Each hears the other's: without the order, each would end on the other's value.
    receive(a, late, second);
    receive(b, early, first);
    const description = (tab: Tab) =>
      valueAt(tab.tree, [...DOC.split('/').slice(2), 'description']);
    expect(description(a)).toBe(description(b));
  });
});
