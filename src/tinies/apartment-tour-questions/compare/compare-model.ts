import memoizeOne from 'memoize-one';
import type { Money } from '@/kit/money.ts';
import { redFlagged } from '@/shared/apartment-tour-questions/answers.ts';
import {
  LAUNDRY,
  LAUNDRY_LABELS,
  PARKING,
  PARKING_LABELS,
  PETS_LABELS,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  type Answer,
  type Apartment,
  type ApartmentSettings,
  type ApartmentStatus,
  type Better,
  type QuestionCategory,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import {
  questionsForEach,
  type AskedQuestion,
} from '@/shared/apartment-tour-questions/question-scope.ts';
import {
  bestAndWorst,
  dealbreakers,
  rankByMonthlyCost,
  rankByScore,
  rowBestAndWorst,
  scoreApartments,
  type ApartmentScore,
  type BestAndWorst,
  type DealbreakerResult,
  type Ranked,
} from '@/shared/apartment-tour-questions/scoring.ts';
import { trueCost, type TrueCost } from '@/shared/apartment-tour-questions/true-cost.ts';
import { formatDay, pricedFacts, pricingUnitOf, type PricedFacts } from '../apartment-facts.ts';
import type {
  AnswerEntry,
  ApartmentEntry,
  CostEntry,
  QuestionEntry,
  UnitEntry,
} from '../use-apartment-data.ts';

type Weights = ApartmentSettings['weights'];

/** The comparison's model, free of React: which apartments, their columns, rows and order. */

/** The User Timing measure of the comparison's first frame: its first render to its DOM. */
export const COMPARISON_MEASURE = 'apartment comparison: first render to commit';

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** Statuses of apartments seen (or further): the ones a comparison starts with. */
const SEEN: ReadonlySet<ApartmentStatus> = new Set(['toured', 'applied', 'signed']);

/**
 * The apartments compared when the address names none: as many as fit (four), the toured,
 * applied and signed ones first, then the ones still to tour, then the ones passed on.
 */
export function defaultChoice(entries: readonly ApartmentEntry[]): string[] {
  const rank = (entry: ApartmentEntry) =>
    SEEN.has(entry.apartment.status) ? 0 : entry.apartment.status === 'passed' ? 2 : 1;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .slice(0, MAX_COMPARED)
    .map(({ entry }) => entry.id);
}

/**
 * The compared apartments' ids: those the address lists (`ids`, comma-separated) that
 * still exist, at most four; when fewer than two of them are left, the default choice.
 */
export function chosenIds(param: string | null, entries: readonly ApartmentEntry[]): string[] {
  const known = new Set(entries.map((entry) => entry.id));
  const listed = [...new Set((param ?? '').split(',').filter((id) => known.has(id)))];
  if (listed.length >= MIN_COMPARED) return listed.slice(0, MAX_COMPARED);
  return defaultChoice(entries);
}

/** One compared apartment: its facts and costs as its pricing unit (chosen, or only) prices it. */
export interface CompareColumn {
  id: string;
  apartment: Apartment;
  facts: PricedFacts;
  cost: TrueCost;
  asked: AskedQuestion[];
}

export interface ColumnInputs {
  chosen: readonly ApartmentEntry[];
  units: readonly UnitEntry[];
  costs: readonly CostEntry[];
  questions: readonly QuestionEntry[];
}

/** The columns of the chosen apartments, in the order given. */
export function compareColumns({ chosen, units, costs, questions }: ColumnInputs): CompareColumn[] {
  const asked = questionsForEach(
    BUILT_IN_QUESTIONS,
    questions,
    chosen.map(({ id }) => id),
  );
  return chosen.map(({ id, apartment }, index) => {
    const unit = pricingUnitOf(
      apartment,
      units.filter((entry) => entry.unit.apartmentId === id),
    );
    return {
      id,
      apartment,
      facts: pricedFacts(apartment, unit?.unit),
      // NOTE: only the pricing unit goes in, so the price is the one the facts show: the
      // chosen unit, else the only one; with several and none chosen, the listing's rent.
      cost: trueCost({
        apartment,
        units: unit ? [unit] : [],
        costs: costs.filter((entry) => entry.cost.apartmentId === id).map((entry) => entry.cost),
      }),
      asked: asked[index]!,
    };
  });
}

/** A compared row of facts or figures: one value per column, its best and worst. */
export interface FigureRow {
  key: string;
  label: string;
  /** Each column's value as shown; '' when not known. */
  shown: string[];
  marks: BestAndWorst;
}

/** How figures are written: money in the person's currency, the area's unit. */
export interface FigureWords {
  /** Rents and totals whole, as every other screen shows them ("$1,600"); a rate with cents. */
  money: Pick<Money, 'format' | 'formatWhole'>;
  areaLabel: string;
  locale?: string;
}

const LAUNDRY_POINTS = Object.fromEntries(LAUNDRY.map((kind, index) => [kind, -index]));
const PARKING_POINTS = Object.fromEntries(PARKING.map((kind, index) => [kind, -index]));

function figureRow(
  key: string,
  label: string,
  shown: string[],
  points: (number | boolean | undefined)[],
  better: Better | undefined,
): FigureRow {
  return { key, label, shown, marks: bestAndWorst(points, better) };
}

const numberText = (value: number | undefined, locale?: string) =>
  value === undefined ? '' : value.toLocaleString(locale);
const yesNoText = (value: boolean | undefined) => (value === undefined ? '' : value ? 'Yes' : 'No');

/** The facts compared, best and worst marked where one is plainly better. */
export function factRows(columns: readonly CompareColumn[], words: FigureWords): FigureRow[] {
  const { money, areaLabel, locale } = words;
  const of = <T>(pick: (column: CompareColumn) => T) => columns.map(pick);
  const numbers = (key: string, label: string, values: (number | undefined)[], better?: Better) =>
    figureRow(
      key,
      label,
      values.map((v) => numberText(v, locale)),
      values,
      better,
    );
  const rent = of((c) => c.facts.rent);
  const laundry = of((c) => c.apartment.laundry);
  const parking = of((c) => c.apartment.parking);
  const pets = of((c) => c.apartment.pets);
  const available = of((c) => c.facts.availableOn);
  const ac = of((c) => c.apartment.airConditioning);
  return [
    figureRow(
      'rent',
      'Rent a month',
      rent.map((v) => (v === undefined ? '' : money.formatWhole(v))),
      rent,
      'lower',
    ),
    numbers(
      'beds',
      'Bedrooms',
      of((c) => c.facts.beds),
      'higher',
    ),
    numbers(
      'baths',
      'Bathrooms',
      of((c) => c.facts.baths),
      'higher',
    ),
    numbers(
      'area',
      `Area (${areaLabel})`,
      of((c) => c.facts.area),
      'higher',
    ),
    figureRow(
      'available',
      'Available',
      available.map((day) => (day === undefined ? '' : formatDay(day, locale))),
      [],
      undefined,
    ),
    figureRow(
      'laundry',
      'Laundry',
      laundry.map((kind) => (kind === undefined ? '' : LAUNDRY_LABELS[kind])),
      laundry.map((kind) => (kind === undefined ? undefined : LAUNDRY_POINTS[kind])),
      'higher',
    ),
    figureRow(
      'parking',
      'Parking',
      parking.map((kind) => (kind === undefined ? '' : PARKING_LABELS[kind])),
      parking.map((kind) => (kind === undefined ? undefined : PARKING_POINTS[kind])),
      'higher',
    ),
    figureRow(
      'pets',
      'Pets',
      pets.map((kind) => (kind === undefined ? '' : PETS_LABELS[kind])),
      [],
      undefined,
    ),
    figureRow('ac', 'Air conditioning', ac.map(yesNoText), ac, 'yes'),
  ];
}

/** The costs compared: every one is better lower. */
export function costRows(columns: readonly CompareColumn[], words: FigureWords): FigureRow[] {
  const row = (
    key: string,
    label: string,
    pick: (cost: TrueCost) => number | undefined,
    format = words.money.formatWhole,
  ) => {
    const values = columns.map((c) => pick(c.cost));
    const shown = values.map((v) => (v === undefined ? '' : format(v)));
    return figureRow(key, label, shown, values, 'lower');
  };
  return [
    row('monthly', 'True monthly cost', (c) => c.monthlyTotal),
    row('effective', 'Effective rent', (c) => c.effectiveMonthlyRent),
    row('move-in', 'Cash to move in', (c) => c.moveInCash),
    row('year', '12-month total', (c) => c.twelveMonthTotal),
    row('per-area', `Price per ${words.areaLabel}`, (c) => c.pricePerArea, words.money.format),
  ];
}

const scoreText = (score: number | undefined) =>
  score === undefined ? '' : `${Math.round(score)} / 100`;

/**
 * The overall score and each category's (0 to 100), better higher. An apartment a
 * dealbreaker or the budget rules out is never marked best (or worst) overall.
 */
export function scoreRows(
  columns: readonly CompareColumn[],
  scores: ReadonlyMap<string, ApartmentScore>,
  verdicts: ReadonlyMap<string, DealbreakerResult> = new Map(),
): { overall: FigureRow; categories: Map<QuestionCategory, FigureRow> } {
  const row = (key: string, label: string, values: (number | undefined)[]) =>
    figureRow(key, label, values.map(scoreText), values, 'higher');
  const overallScores = columns.map((c) => scores.get(c.id)?.overall);
  const overall = figureRow(
    'score',
    'Overall score',
    overallScores.map(scoreText),
    overallScores.map((score, index) =>
      verdicts.get(columns[index]!.id)?.ruledOut ? undefined : score,
    ),
    'higher',
  );
  const categories = new Map<QuestionCategory, FigureRow>();
  for (const category of QUESTION_CATEGORIES) {
    const values = columns.map((c) => {
      const score = scores.get(c.id)?.categories[category];
      return score === undefined ? undefined : score * 100;
    });
    categories.set(category, row(category, QUESTION_CATEGORY_LABELS[category], values));
  }
  return { overall, categories };
}

/** One question across the compared apartments. */
export interface AnswerRow {
  question: AskedQuestion;
  /** One per column; undefined when not answered or not asked of that apartment. */
  answers: (Answer | undefined)[];
  /** Per column: whether the question is asked of that apartment. */
  asked: boolean[];
  marks: BestAndWorst;
}

/** The questions asked of any compared apartment, by category, each with its answers. */
export function answerRows(
  columns: readonly CompareColumn[],
  answerList: readonly Answer[],
): Map<QuestionCategory, AnswerRow[]> {
  const ids = new Set(columns.map((c) => c.id));
  const byKey = new Map<string, Answer>();
  for (const answer of answerList) {
    if (ids.has(answer.apartmentId))
      byKey.set(`${answer.apartmentId}~${answer.questionId}`, answer);
  }
  const askedSets = columns.map((c) => new Set(c.asked.map((q) => q.id)));
  const questions = new Map<string, AskedQuestion>();
  for (const column of columns) {
    for (const question of column.asked) {
      if (!questions.has(question.id)) questions.set(question.id, question);
    }
  }
  const rows = new Map<QuestionCategory, AnswerRow[]>();
  for (const question of questions.values()) {
    const asked = askedSets.map((set) => set.has(question.id));
    const answers = columns.map((c, index) =>
      asked[index] ? byKey.get(`${c.id}~${question.id}`) : undefined,
    );
    const list = rows.get(question.category) ?? [];
    list.push({ question, answers, asked, marks: rowBestAndWorst(question, answers) });
    rows.set(question.category, list);
  }
  return rows;
}

/** The red-flagged questions of each column, in the order asked. */
export function redFlagsOf(
  columns: readonly CompareColumn[],
  answerList: readonly Answer[],
): AskedQuestion[][] {
  return columns.map((c) => redFlagged(c.asked, answerList, c.id));
}

export type RankBy = 'score' | 'cost';

/** The columns' ranks, best first, by score or by true monthly cost; ruled-out ones last. */
export function rankColumns(
  columns: readonly CompareColumn[],
  scores: ReadonlyMap<string, ApartmentScore>,
  verdicts: ReadonlyMap<string, DealbreakerResult>,
  by: RankBy,
): Ranked[] {
  const items = columns.map((c) => {
    const score = scores.get(c.id)?.overall;
    const monthlyTotal = c.cost.monthlyTotal;
    return {
      id: c.id,
      name: c.apartment.name,
      ruledOut: verdicts.get(c.id)?.ruledOut ?? false,
      ...(score === undefined ? {} : { score }),
      ...(monthlyTotal === undefined ? {} : { monthlyTotal }),
    };
  });
  return by === 'cost' ? rankByMonthlyCost(items) : rankByScore(items);
}

/**
 * The model's layers, each kept with its last inputs from one render — and one visit — to
 * the next. NOTE: the collections' entries keep their identity while the documents are
 * unchanged, so the comparison opened again over the same data makes none of this again;
 * a new weight re-scores without re-reading the answers, a re-ranking only re-orders.
 */
export const keptModel = {
  chosen: memoizeOne((idsParam: string | null, entries: readonly ApartmentEntry[]) => {
    const ids = chosenIds(idsParam, entries);
    return { ids, chosen: ids.map((id) => entries.find((entry) => entry.id === id)!) };
  }),
  columns: memoizeOne(
    (
      chosen: readonly ApartmentEntry[],
      units: readonly UnitEntry[],
      costs: readonly CostEntry[],
      questions: readonly QuestionEntry[],
    ) => compareColumns({ chosen, units, costs, questions }),
  ),
  answerList: memoizeOne((entries: readonly AnswerEntry[]) => entries.map((entry) => entry.answer)),
  rows: memoizeOne(answerRows),
  flags: memoizeOne(redFlagsOf),
  facts: memoizeOne(
    (columns: readonly CompareColumn[], money: FigureWords['money'], areaLabel: string) =>
      factRows(columns, { money, areaLabel }),
  ),
  costs: memoizeOne(
    (columns: readonly CompareColumn[], money: FigureWords['money'], areaLabel: string) =>
      costRows(columns, { money, areaLabel }),
  ),
  scores: memoizeOne(
    (
      columns: readonly CompareColumn[],
      answerList: readonly Answer[],
      weights: Weights | undefined,
    ) =>
      scoreApartments(
        columns.map((c) => ({ apartmentId: c.id, asked: c.asked })),
        answerList,
        weights,
      ),
  ),
  scoreRows: memoizeOne(scoreRows),
  verdicts: memoizeOne(
    (
      columns: readonly CompareColumn[],
      answerList: readonly Answer[],
      rules: ApartmentSettings['dealbreakers'],
      maxMonthly: number | undefined,
    ) =>
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
  ),
  ranked: memoizeOne(rankColumns),
};
