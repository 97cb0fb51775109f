import { ChevronRight, Flag, ThumbsDown, ThumbsUp } from 'lucide-react';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { afterPaint } from '@/kit/after-paint.ts';
import { answerValueText } from '@/shared/apartment-tour-questions/answers.ts';
import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  type Answer,
  type QuestionCategory,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import type {
  BestAndWorst,
  DealbreakerResult,
  Ranked,
} from '@/shared/apartment-tour-questions/scoring.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { hrefFor } from '../apartment-links.ts';
import type { AnswerRow, CompareColumn, FigureRow, RankBy } from './compare-model.ts';

/** The table's rows' contents, column by column in the columns' order. */
export interface TableFigures {
  costs: readonly FigureRow[];
  scores: { overall: FigureRow; categories: ReadonlyMap<QuestionCategory, FigureRow> };
  flags: readonly AskedQuestion[][];
  facts: readonly FigureRow[];
  /** Each category's questions with their answers. */
  rows: ReadonlyMap<QuestionCategory, AnswerRow[]>;
}

const NO_ROWS: ReadonlyMap<QuestionCategory, AnswerRow[]> = new Map();

export interface CompareTableProps {
  columns: readonly CompareColumn[];
  ranked: readonly Ranked[];
  rankBy: RankBy;
  verdicts: ReadonlyMap<string, DealbreakerResult>;
  /**
   * The rows: undefined in the first frame of a newly opened comparison, which shows its
   * ranking alone (the apartments in order, those ruled out marked); they come in the next,
   * the categories (`rows`, empty until then) in the one after.
   */
  figures: TableFigures | undefined;
  expanded: ReadonlySet<string>;
  onToggle: (category: string) => void;
  onExpandAll: (open: boolean) => void;
  /** Every open category's rows at once, not a slice a frame (for paper). */
  everyRow: boolean;
}

/**
 * The table's least width by the number of apartments: a fixed layout (the widths come from
 * the first row, so a long table is laid out at once) with 10rem an apartment beside the
 * first column; narrower screens scroll sideways.
 */
const TABLE_WIDTH: Readonly<Record<number, string>> = {
  2: 'min-w-[28rem] sm:min-w-[34rem]',
  3: 'min-w-[38rem] sm:min-w-[44rem]',
  4: 'min-w-[48rem] sm:min-w-[54rem]',
};

/** The first column: the row's name, kept in view while the apartments scroll sideways. */
const STICKY =
  'sticky left-0 z-10 w-32 bg-card text-left align-top break-words sm:w-56 print:static print:w-40 print:bg-transparent';
const CELL = 'border-t border-border px-3 py-2 align-top';

/**
 * The apartments side by side, in ranked order: a column each, a row per fact, cost, score
 * and question (by category, each category opening on demand). The first column stays put
 * while the others scroll sideways on a narrow screen.
 */
export function CompareTable(props: CompareTableProps) {
  const { columns, ranked, rankBy, verdicts, figures, expanded } = props;
  const rows = figures?.rows ?? NO_ROWS;
  // Column indices in ranked order.
  // NOTE: keyed on its text, so a new ranking in the same order (a new weight) keeps the
  // same array and no row is drawn again.
  const orderKey = useMemo(() => {
    const index = new Map(columns.map((c, i) => [c.id, i]));
    return ranked.map((r) => index.get(r.id)!).join();
  }, [columns, ranked]);
  const order = useMemo(() => orderKey.split(',').map(Number), [orderKey]);
  const rankOf = useMemo(() => new Map(ranked.map((r) => [r.id, r.rank])), [ranked]);
  const span = columns.length + 1;
  const categories = QUESTION_CATEGORIES.filter((category) => rows.has(category));
  // Until the categories are drawn (the first frames), none is open.
  const allOpen = categories.length > 0 && categories.every((category) => expanded.has(category));
  const drawn = useDrawnRows({
    categories,
    rows,
    expanded,
    order,
    everyRow: props.everyRow,
  });

  return (
    <section aria-labelledby="comparison-heading" className="space-y-3">
      <IconSprite />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="comparison-heading" className="text-xl font-semibold tracking-tight">
          {rankBy === 'cost' ? 'Ranked by true monthly cost' : 'Ranked by score'}
        </h3>
        <Button
          variant="outline"
          size="sm"
          className="print:hidden"
          onClick={() => props.onExpandAll(!allOpen)}
        >
          {allOpen ? 'Close every category' : 'Open every category'}
        </Button>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-fg">
        <span className="inline-flex items-center gap-1">
          <SpriteIcon icon="best" className="size-4 text-success-fg" /> best in its row
        </span>
        <span className="inline-flex items-center gap-1">
          <SpriteIcon icon="worst" className="size-4 text-destructive" /> worst in its row
        </span>
      </p>
      <div
        role="region"
        aria-label="The apartments side by side"
        tabIndex={0}
        // NOTE: relative, so the cells' screen-reader words (absolutely placed) scroll with
        // the table rather than widening the page.
        className="relative overflow-x-auto rounded-2xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:overflow-visible print:rounded-none print:border-0"
      >
        <table
          className={cn(
            'w-full table-fixed border-collapse text-sm print:min-w-0 print:text-xs',
            TABLE_WIDTH[columns.length],
          )}
        >
          <thead>
            <tr>
              <th scope="col" className={cn(STICKY, 'px-3 py-3 font-medium text-muted-fg')}>
                <span className="sr-only">Row</span>
              </th>
              {order.map((index) => {
                const column = columns[index]!;
                return (
                  <ColumnHeading
                    key={column.id}
                    column={column}
                    rank={rankOf.get(column.id)}
                    rankBy={rankBy}
                    verdict={verdicts.get(column.id)}
                  />
                );
              })}
            </tr>
          </thead>
          {figures ? (
            <>
              <Group title="Costs" span={span}>
                {figures.costs.map((row) => (
                  <FigureLine key={row.key} row={row} order={order} />
                ))}
              </Group>
              <Group title="Score" span={span}>
                <FigureLine row={figures.scores.overall} order={order} />
                <tr>
                  <th scope="row" className={cn(STICKY, CELL, 'font-medium')}>
                    Red flags
                  </th>
                  {order.map((index) => (
                    <td key={columns[index]!.id} className={CELL}>
                      <RedFlags flagged={figures.flags[index]!} />
                    </td>
                  ))}
                </tr>
              </Group>
              <Group title="Facts" span={span}>
                {figures.facts.map((row) => (
                  <FigureLine key={row.key} row={row} order={order} />
                ))}
              </Group>
              {categories.map((category) => (
                <CategoryGroup
                  key={category}
                  category={category}
                  score={figures.scores.categories.get(category)!}
                  rows={rows.get(category)!}
                  {...drawn(category)}
                  order={order}
                  open={expanded.has(category)}
                  onToggle={props.onToggle}
                />
              ))}
            </>
          ) : null}
        </table>
      </div>
    </section>
  );
}

/** Answer rows drawn in one task: a slice of the table small enough for one frame. */
const ROWS_PER_SLICE = 30;

/** A category's answer rows drawn so far, and the column order they were drawn in. */
interface Drawn {
  count: number;
  order: readonly number[];
}
const NONE: ReadonlyMap<QuestionCategory, Drawn> = new Map();
const sameOrder = (a: readonly number[], b: readonly number[]) => a === b || a.join() === b.join();

/** What `CategoryGroup` draws of its rows. */
interface DrawnRows {
  /** How many of its rows are drawn yet. */
  drawn: number;
  /** The column order they are drawn in: an earlier one until they are re-ordered. */
  drawnOrder: readonly number[];
}

/**
 * How many of each open category's answer rows are drawn, and in which column order.
 * NOTE: a newly opened category draws its rows a slice a frame, after the frame that shows
 * the change itself: one task never lays out hundreds of cells, so a tap is answered within a
 * frame and the page keeps scrolling while the rows arrive. After a re-ranking, the open
 * categories' rows stay drawn (hidden, in the old order) and are re-ordered a slice of
 * categories a frame: their cells move, none is made again.
 */
function useDrawnRows({
  categories,
  rows,
  expanded,
  order,
  everyRow,
}: {
  categories: readonly QuestionCategory[];
  rows: ReadonlyMap<QuestionCategory, readonly AnswerRow[]>;
  expanded: ReadonlySet<string>;
  order: readonly number[];
  everyRow: boolean;
}): (category: QuestionCategory) => DrawnRows {
  const [state, setState] = useState(NONE);
  const total = (category: QuestionCategory) => rows.get(category)?.length ?? 0;
  const drawnOf = (category: QuestionCategory): DrawnRows => {
    if (everyRow) return { drawn: total(category), drawnOrder: order };
    const entry = expanded.has(category) ? state.get(category) : undefined;
    if (!entry) return { drawn: 0, drawnOrder: order };
    return { drawn: Math.min(entry.count, total(category)), drawnOrder: entry.order };
  };
  const pending = categories.find((category) => {
    if (!expanded.has(category)) return false;
    const { drawn, drawnOrder } = drawnOf(category);
    return !sameOrder(drawnOrder, order) || drawn < total(category);
  });
  const pendingDrawn = pending ? drawnOf(pending) : undefined;
  const stale = [...state.keys()].some((category) => !expanded.has(category));

  useEffect(() => {
    // NOTE: the state only catches up with what is already drawn, so after the frame.
    if (everyRow) {
      return afterPaint(() =>
        setState(
          new Map(categories.map((category) => [category, { count: total(category), order }])),
        ),
      );
    }
    // A closed category forgets its rows: opened again, it draws them a slice at a time.
    const open = (current: ReadonlyMap<QuestionCategory, Drawn>) =>
      new Map([...current].filter(([category]) => expanded.has(category)));
    if (!pending) return stale ? afterPaint(() => setState(open)) : undefined;
    return afterPaint(() =>
      setState((current) => {
        const next = open(current);
        // The next slice's rows, from the first open category not yet drawn whole (or in
        // this order) onwards: a category drawn in another order is re-ordered whole.
        let left = ROWS_PER_SLICE;
        for (const category of categories.slice(categories.indexOf(pending))) {
          if (left <= 0) break;
          if (!expanded.has(category)) continue;
          const entry = next.get(category);
          const has = Math.min(entry?.count ?? 0, total(category));
          if (entry && !sameOrder(entry.order, order)) left -= has;
          const more = Math.max(0, Math.min(left, total(category) - has));
          next.set(category, { count: has + more, order });
          left -= more;
        }
        return next;
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what is drawn next is named by these
  }, [everyRow, order, expanded, pending, pendingDrawn?.drawn, pendingDrawn?.drawnOrder, stale]);

  return drawnOf;
}

/** What an apartment ranked without the value it is ranked by says instead of a rank. */
const UNRANKED: Readonly<Record<RankBy, string>> = {
  score: 'Not scored yet',
  cost: 'Cost not known',
};

function ColumnHeading({
  column,
  rank,
  rankBy,
  verdict,
}: {
  column: CompareColumn;
  rank: number | undefined;
  rankBy: RankBy;
  verdict: DealbreakerResult | undefined;
}) {
  const [params] = useSearchParams();
  return (
    <th scope="col" className="px-3 py-3 text-left align-top font-normal break-words">
      <span className="block text-xs font-medium text-muted-fg">
        {rank === undefined ? UNRANKED[rankBy] : `Rank ${rank}`}
      </span>
      <Link
        to={hrefFor({ kind: 'detail', id: column.id }, params)}
        className="block font-semibold text-fg underline-offset-4 hover:underline"
      >
        {column.apartment.name}
      </Link>
      <span className="block text-xs text-muted-fg">
        {column.facts.unitName ? `Unit ${column.facts.unitName}` : 'The listing'}
      </span>
      {verdict?.ruledOut ? (
        <div className="mt-2 space-y-1">
          <Badge tone="warning">Ruled out</Badge>
          <ul className="list-disc space-y-0.5 pl-4 text-xs">
            {verdict.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </th>
  );
}

/**
 * The table's icons, each drawn once for the whole table: its cells show them with `<use>`.
 * NOTE: a lucide icon is a component that builds its SVG at every mount; hundreds of marks,
 * flags and chevrons made that a good part of drawing the table.
 */
const ICONS = {
  best: ThumbsUp,
  worst: ThumbsDown,
  flag: Flag,
  open: ChevronRight,
} as const;
type IconName = keyof typeof ICONS;
const iconId = (icon: IconName) => `compare-icon-${icon}`;

const IconSprite = memo(function IconSprite() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={iconId(name as IconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
});

/** One of the table's icons, in the current text colour; hidden from screen readers. */
function SpriteIcon({ icon, className }: { icon: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${iconId(icon)}`} />
    </svg>
  );
}

function Group({ title, span, children }: { title: string; span: number; children: ReactNode }) {
  return (
    <tbody className="break-inside-avoid">
      <tr>
        <th
          scope="colgroup"
          colSpan={span}
          className="border-t border-border bg-muted px-3 py-2 text-left font-semibold print:bg-transparent"
        >
          {title}
        </th>
      </tr>
      {children}
    </tbody>
  );
}

type Mark = 'best' | 'worst' | null;
const markOf = (marks: BestAndWorst, index: number): Mark =>
  marks.best.includes(index) ? 'best' : marks.worst.includes(index) ? 'worst' : null;

/** A value with its mark: an icon and words for a screen reader, not colour alone. */
function Marked({ mark, children }: { mark: Mark; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', mark === 'best' && 'font-semibold')}>
      {children}
      {mark === 'best' ? (
        <>
          <SpriteIcon icon="best" className="size-4 shrink-0 text-success-fg" />
          <span className="sr-only">{' (best)'}</span>
        </>
      ) : mark === 'worst' ? (
        <>
          <SpriteIcon icon="worst" className="size-4 shrink-0 text-destructive" />
          <span className="sr-only">{' (worst)'}</span>
        </>
      ) : null}
    </span>
  );
}

const FigureLine = memo(function FigureLine({
  row,
  order,
}: {
  row: FigureRow;
  order: readonly number[];
}) {
  return (
    <tr>
      <th scope="row" className={cn(STICKY, CELL, 'font-medium')}>
        {row.label}
      </th>
      {order.map((index) => (
        <FigureCell key={index} shown={row.shown[index]} mark={markOf(row.marks, index)} />
      ))}
    </tr>
  );
});

/**
 * One apartment's figure in a row. NOTE: memoised on its own value and mark, so re-ranking
 * only moves the cells: none is drawn again.
 */
const FigureCell = memo(function FigureCell({
  shown,
  mark,
  unknown = 'Not known',
}: {
  shown: string | null | undefined;
  mark: Mark;
  unknown?: string;
}) {
  return (
    <td className={CELL}>
      {shown ? <Marked mark={mark}>{shown}</Marked> : <Unknown text={unknown} />}
    </td>
  );
});

function Unknown({ text = 'Not known' }: { text?: string }) {
  return <span className="text-muted-fg">{text}</span>;
}

/** An apartment's red-flagged questions; memoised, so re-ranking only moves its cell. */
const RedFlags = memo(function RedFlags({ flagged }: { flagged: readonly AskedQuestion[] }) {
  if (flagged.length === 0) return <Unknown text="None" />;
  return (
    <ul className="space-y-1">
      {flagged.map((question) => (
        <li key={question.id} className="flex items-start gap-1.5">
          <SpriteIcon icon="flag" className="mt-0.5 size-3.5 shrink-0 text-destructive" />
          <span>
            <span className="sr-only">Red flag: </span>
            {question.text}
          </span>
        </li>
      ))}
    </ul>
  );
});

/**
 * A category: its score per apartment in the heading row, and its questions once opened.
 * NOTE: memoised, so opening one category or re-scoring leaves the others' rows alone.
 */
const CategoryGroup = memo(function CategoryGroup({
  category,
  score,
  rows,
  drawn,
  drawnOrder,
  order,
  open,
  onToggle,
}: DrawnRows & {
  category: QuestionCategory;
  score: FigureRow;
  rows: readonly AnswerRow[];
  order: readonly number[];
  open: boolean;
  onToggle: (category: string) => void;
}) {
  const label = QUESTION_CATEGORY_LABELS[category];
  const bodyId = `compare-category-${category}`;
  // Rows drawn in an earlier column order are hidden until they are re-ordered (see
  // `useDrawnRows`): one attribute here rather than a change to every row.
  const reordering = open && !sameOrder(drawnOrder, order);
  return (
    <tbody
      id={bodyId}
      data-reordering={reordering ? '' : undefined}
      className={cn('print:break-inside-auto', reordering && '[&>tr+tr]:hidden')}
    >
      <tr className="bg-muted print:bg-transparent">
        <th scope="row" className={cn(STICKY, CELL, 'bg-muted p-0 print:bg-transparent')}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => onToggle(category)}
            className="flex w-full cursor-pointer items-start gap-1 px-3 py-2 text-left font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <SpriteIcon
              icon="open"
              className={cn(
                'mt-0.5 size-4 shrink-0 transition-transform print:hidden',
                open && 'rotate-90',
              )}
            />
            <span>
              {label}
              <span className="block text-xs font-normal text-muted-fg">
                {rows.length.toLocaleString()} {rows.length === 1 ? 'question' : 'questions'}
              </span>
            </span>
          </button>
        </th>
        {order.map((index) => (
          <FigureCell
            key={index}
            shown={score.shown[index]}
            mark={markOf(score.marks, index)}
            unknown="No score"
          />
        ))}
      </tr>
      {open
        ? rows
            .slice(0, drawn)
            .map((row) => <AnswerLine key={row.question.id} row={row} order={drawnOrder} />)
        : null}
    </tbody>
  );
});

const AnswerLine = memo(function AnswerLine({
  row,
  order,
}: {
  row: AnswerRow;
  order: readonly number[];
}) {
  return (
    <tr className="break-inside-avoid">
      <th scope="row" className={cn(STICKY, CELL, 'font-normal')}>
        {row.question.text}
      </th>
      {order.map((index) => (
        <AnswerCell
          key={index}
          answer={row.answers[index]}
          asked={row.asked[index] ?? false}
          mark={markOf(row.marks, index)}
        />
      ))}
    </tr>
  );
});

/** One apartment's answer in a row; memoised like `FigureCell`. */
const AnswerCell = memo(function AnswerCell({
  answer,
  asked,
  mark,
}: {
  answer: Answer | undefined;
  asked: boolean;
  mark: Mark;
}) {
  if (!asked) {
    return (
      <td className={CELL}>
        <Unknown text="Not asked" />
      </td>
    );
  }
  const text = answerValueText(answer);
  return (
    <td className={CELL}>
      <span className="inline-flex flex-wrap items-center gap-1.5">
        {text ? (
          <Marked mark={mark}>
            <span className="break-words">{text}</span>
          </Marked>
        ) : (
          <Unknown text="Not answered" />
        )}
        {answer?.redFlag ? (
          <span className="inline-flex items-center gap-1 text-destructive">
            <SpriteIcon icon="flag" className="size-3.5" />
            <span className="text-xs">Red flag</span>
          </span>
        ) : null}
      </span>
    </td>
  );
});
