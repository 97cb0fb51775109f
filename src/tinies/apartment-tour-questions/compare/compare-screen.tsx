import { Building2, Plus, Printer } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { afterPaint } from '@/kit/after-paint.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { PRINT_INK } from '@/kit/print/print-ink.ts';
import { useFirstCommitMeasure } from '@/kit/use-first-commit-measure.ts';
import { QUESTION_CATEGORIES } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { hrefFor } from '../apartment-links.ts';
import { useTourSettings } from '../tour-settings.ts';
import {
  useAnswers,
  useApartments,
  useCosts,
  useQuestions,
  useUnits,
  type ApartmentEntry,
} from '../use-apartment-data.ts';
import { COMPARISON_MEASURE, keptModel, MIN_COMPARED, type RankBy } from './compare-model.ts';
import { ComparePicker } from './compare-picker.tsx';
import { ComparePriorities } from './compare-priorities.tsx';
import { CompareTable, type TableFigures } from './compare-table.tsx';
import { RankToggle } from './rank-toggle.tsx';

/**
 * Two to four apartments side by side, priced by their chosen units: facts, true costs,
 * scores and answers by category, best and worst marked; ranked by the person's weighted
 * score or by true monthly cost, with their dealbreakers ruling apartments out.
 */
export default function CompareScreen() {
  const apartments = useApartments();
  if (apartments.status === 'loading') return <Loading label="Loading your apartments" />;
  if (apartments.status === 'error') {
    return (
      <LoadFailed title="Your apartments could not be loaded" message={apartments.error?.message} />
    );
  }
  if (apartments.entries.length < MIN_COMPARED) {
    return <NotEnoughApartments count={apartments.entries.length} />;
  }
  return <Comparison entries={apartments.entries} />;
}

function NotEnoughApartments({ count }: { count: number }) {
  const [params] = useSearchParams();
  return (
    <EmptyState
      icon={<Building2 />}
      title="Add at least two apartments to compare"
      actions={
        <Link to={hrefFor({ kind: 'new' }, params)} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Add an apartment
        </Link>
      }
    >
      {count === 0
        ? 'Add the apartments you mean to tour; once you have two, they show here side by side.'
        : 'You have one apartment so far. Add another to see them side by side.'}
    </EmptyState>
  );
}

/** What a newly opened comparison shows so far: its ranking, then its figures, then all. */
const RANKING = 0;
const FIGURES = 1;
const CATEGORIES = 2;
type Stage = typeof RANKING | typeof FIGURES | typeof CATEGORIES;
const NO_CATEGORIES: TableFigures['rows'] = new Map();

function Comparison({ entries }: { entries: readonly ApartmentEntry[] }) {
  useFirstCommitMeasure(COMPARISON_MEASURE);
  const [params, setParams] = useSearchParams();
  const settings = useTourSettings();
  const units = useUnits();
  const costs = useCosts();
  const questions = useQuestions();
  const answers = useAnswers();
  const { money, areaLabel, stored } = settings;
  // NOTE: the ranking is the screen's own state, not the address's: a change of address
  // re-renders every part of the page that reads it, and re-ranking must take one frame.
  const [rankBy, setRankBy] = useState<RankBy>('score');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // NOTE: the first frame shows the ranking (the apartments in order, those ruled out
  // marked), so opening the comparison answers within a frame; the costs, scores and facts
  // are made after it is painted, the categories after those: no task between two frames
  // lays out the whole table.
  const [stage, setStage] = useState<Stage>(RANKING);
  useEffect(() => {
    if (stage < CATEGORIES)
      return afterPaint(() => setStage(stage === RANKING ? FIGURES : CATEGORIES));
  }, [stage]);
  // Paper shows every row of every category, drawn at once rather than a slice a frame.
  const [printing, setPrinting] = useState(false);

  // NOTE: each layer is kept with its inputs (see `keptModel`): the parameter's text, not
  // `params` (a new object at every change of the address), so re-ranking rebuilds nothing.
  const { ids, chosen } = keptModel.chosen(params.get('ids'), entries);
  const columns = keptModel.columns(chosen, units.entries, costs.entries, questions.entries);
  const answerList = keptModel.answerList(answers.entries);
  const scores = keptModel.scores(columns, answerList, stored?.weights);
  const verdicts = keptModel.verdicts(
    columns,
    answerList,
    stored?.dealbreakers,
    stored?.maxMonthly,
  );
  const ranked = keptModel.ranked(columns, scores, verdicts, rankBy);
  const figures =
    stage === RANKING
      ? undefined
      : {
          costs: keptModel.costs(columns, money, areaLabel),
          scores: keptModel.scoreRows(columns, scores, verdicts),
          flags: keptModel.flags(columns, answerList),
          facts: keptModel.facts(columns, money, areaLabel),
          rows: stage === CATEGORIES ? keptModel.rows(columns, answerList) : NO_CATEGORIES,
        };

  const choose = useCallback(
    (next: string[]) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('ids', next.join(','));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  const toggle = useCallback(
    (category: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(category)) next.delete(category);
        else next.add(category);
        return next;
      }),
    [],
  );
  const expandAll = useCallback(
    (open: boolean) => setExpanded(new Set(open ? QUESTION_CATEGORIES : [])),
    [],
  );

  // Printed from the browser's menu as from the button: every answer, open before the
  // page is laid out for paper.
  const openForPaper = useCallback(
    () =>
      flushSync(() => {
        setStage(CATEGORIES);
        setPrinting(true);
        setExpanded(new Set(QUESTION_CATEGORIES));
      }),
    [],
  );
  useEffect(() => {
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', openForPaper);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', openForPaper);
      window.removeEventListener('afterprint', after);
    };
  }, [openForPaper]);

  function print() {
    // Paper shows every answer: open every category before the print dialog reads the page.
    openForPaper();
    window.print();
  }

  const loading = [units, costs, questions, answers].some((state) => state.status === 'loading');
  const failed = [units, costs, questions, answers].find((state) => state.status === 'error');

  return (
    <div className={cn('space-y-6', PRINT_INK)}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">Compare apartments</h2>
          <p className="text-muted-fg print:hidden">
            Side by side by their chosen units. Best and worst are marked in each row.
          </p>
        </div>
        <Button variant="outline" onClick={print} className="print:hidden">
          <Printer aria-hidden="true" />
          Print
        </Button>
      </header>

      <ComparePicker entries={entries} chosen={ids} onChange={choose} />

      <ComparePriorities settings={settings} columns={columns} disabled={settings.save === null} />

      <RankToggle value={rankBy} onChange={setRankBy} />

      {failed ? (
        <LoadFailed
          title="Part of the comparison could not be loaded"
          message={failed.error?.message}
        />
      ) : loading ? (
        <Loading label="Loading the comparison" />
      ) : (
        <CompareTable
          columns={columns}
          ranked={ranked}
          rankBy={rankBy}
          verdicts={verdicts}
          figures={figures}
          expanded={expanded}
          onToggle={toggle}
          onExpandAll={expandAll}
          everyRow={printing}
        />
      )}
    </div>
  );
}
