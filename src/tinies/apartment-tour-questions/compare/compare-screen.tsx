import { Building2, Plus, Printer } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { afterPaint } from '@/kit/after-paint.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { PRINT_INK } from '@/kit/print/print-ink.ts';
import { dealbreakers, scoreApartments } from '@/shared/apartment-tour-questions/scoring.ts';
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
import {
  answerRows,
  chosenIds,
  compareColumns,
  costRows,
  factRows,
  MIN_COMPARED,
  rankColumns,
  redFlagsOf,
  scoreRows,
  type RankBy,
} from './compare-model.ts';
import { ComparePicker } from './compare-picker.tsx';
import { ComparePriorities } from './compare-priorities.tsx';
import { CompareTable } from './compare-table.tsx';
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

function Comparison({ entries }: { entries: readonly ApartmentEntry[] }) {
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
  // NOTE: the first frame shows the ranking, the costs and the scores; the facts and the
  // categories are made after it is painted, so opening the comparison answers at once.
  const [summaryOnly, setSummaryOnly] = useState(true);
  useEffect(() => afterPaint(() => setSummaryOnly(false)), []);
  // Paper shows every row of every category, drawn at once rather than a slice a frame.
  const [printing, setPrinting] = useState(false);

  // NOTE: keyed on the parameter's text, not on `params` (a new object at every change of
  // the address), so re-ranking does not rebuild the columns.
  const idsParam = params.get('ids');
  const ids = useMemo(() => chosenIds(idsParam, entries), [idsParam, entries]);
  const chosen = useMemo(
    () => ids.map((id) => entries.find((entry) => entry.id === id)!),
    [ids, entries],
  );
  // Each layer is kept until what it reads changes: a new weight re-scores, it does not
  // re-read the answers; re-ranking only reorders.
  const columns = useMemo(
    () =>
      compareColumns({
        chosen,
        units: units.entries,
        costs: costs.entries,
        questions: questions.entries,
      }),
    [chosen, units.entries, costs.entries, questions.entries],
  );
  const answerList = useMemo(() => answers.entries.map((entry) => entry.answer), [answers.entries]);
  const rows = useMemo(() => answerRows(columns, answerList), [columns, answerList]);
  const flags = useMemo(() => redFlagsOf(columns, answerList), [columns, answerList]);
  const words = useMemo(() => ({ money, areaLabel }), [money, areaLabel]);
  const facts = useMemo(() => factRows(columns, words), [columns, words]);
  const costFigures = useMemo(() => costRows(columns, words), [columns, words]);
  const weights = stored?.weights;
  const scores = useMemo(
    () =>
      scoreApartments(
        columns.map((c) => ({ apartmentId: c.id, asked: c.asked })),
        answerList,
        weights,
      ),
    [columns, answerList, weights],
  );
  const scoreFigures = useMemo(() => scoreRows(columns, scores), [columns, scores]);
  const rules = stored?.dealbreakers;
  const maxMonthly = stored?.maxMonthly;
  const verdicts = useMemo(
    () =>
      new Map(
        columns.map((c) => [
          c.id,
          dealbreakers(
            c.asked,
            answerList,
            c.id,
            {
              ...(rules ? { dealbreakers: rules } : {}),
              ...(maxMonthly === undefined ? {} : { maxMonthly }),
            },
            c.cost.monthlyTotal,
          ),
        ]),
      ),
    [columns, answerList, rules, maxMonthly],
  );
  const ranked = useMemo(
    () => rankColumns(columns, scores, verdicts, rankBy),
    [columns, scores, verdicts, rankBy],
  );

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
  const allCategories = useMemo(() => [...rows.keys()], [rows]);
  const expandAll = useCallback(
    (open: boolean) => setExpanded(new Set(open ? allCategories : [])),
    [allCategories],
  );

  // Printed from the browser's menu as from the button: every answer, open before the
  // page is laid out for paper.
  const openForPaper = useCallback(
    () =>
      flushSync(() => {
        setSummaryOnly(false);
        setPrinting(true);
        setExpanded(new Set(allCategories));
      }),
    [allCategories],
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
          facts={facts}
          costs={costFigures}
          scores={scoreFigures}
          rows={rows}
          flags={flags}
          expanded={expanded}
          onToggle={toggle}
          onExpandAll={expandAll}
          summaryOnly={summaryOnly}
          everyRow={printing}
        />
      )}
    </div>
  );
}
