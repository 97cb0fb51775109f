import { answersOf, answersQuestion, answerValueText, rowScores } from './answers.ts';
import {
  QUESTION_CATEGORIES,
  type Answer,
  type ApartmentSettings,
  type Better,
  type QuestionCategory,
} from './apartment-model.ts';
import type { AskedQuestion } from './question-scope.ts';

/**
 * Comparing apartments: a score per category and overall, the dealbreakers that rule one
 * out, a ranking, and the best and worst of each compared row.
 */

/** One compared apartment and the questions asked of it (`questionsFor`). */
export interface ScoreEntry {
  apartmentId: string;
  asked: readonly AskedQuestion[];
}

export interface ApartmentScore {
  /** 0 to 1 per category, for the categories with at least one scored answer. */
  categories: Partial<Record<QuestionCategory, number>>;
  /** 0 to 100, weighted by category; undefined when no counted category has a score. */
  overall?: number;
}

type Weights = ApartmentSettings['weights'];

/** How much a category counts: its weight in the settings, else 1; 0 leaves it out. */
export function categoryWeight(weights: Weights, category: QuestionCategory): number {
  return weights?.[category] ?? 1;
}

/**
 * The scores of the compared apartments, by apartment id. A category's score is the mean of
 * the scores of its answered, scored questions (text and unanswered questions are left out,
 * see `rowScores`; numbers are scored against the other compared apartments asked them).
 * The overall score is the categories' weighted mean × 100.
 */
export function scoreApartments(
  entries: readonly ScoreEntry[],
  answerList: readonly Answer[],
  weights?: Weights,
): Map<string, ApartmentScore> {
  const answerMaps = entries.map((entry) => answersOf(answerList, entry.apartmentId));
  const askedSets = entries.map((entry) => new Set(entry.asked.map((question) => question.id)));
  const questions = new Map<string, AskedQuestion>();
  for (const entry of entries) {
    for (const question of entry.asked) {
      if (!questions.has(question.id)) questions.set(question.id, question);
    }
  }
  const sums = entries.map(() => new Map<QuestionCategory, { total: number; count: number }>());
  for (const question of questions.values()) {
    const row = entries.map((_, index) =>
      askedSets[index]!.has(question.id) ? answerMaps[index]!.get(question.id) : undefined,
    );
    rowScores(question, row).forEach((score, index) => {
      if (score === undefined) return;
      const sum = sums[index]!.get(question.category) ?? { total: 0, count: 0 };
      sums[index]!.set(question.category, { total: sum.total + score, count: sum.count + 1 });
    });
  }
  const result = new Map<string, ApartmentScore>();
  entries.forEach((entry, index) => {
    const categories: Partial<Record<QuestionCategory, number>> = {};
    let weighted = 0;
    let weightSum = 0;
    for (const category of QUESTION_CATEGORIES) {
      const sum = sums[index]!.get(category);
      if (sum === undefined) continue;
      const score = sum.total / sum.count;
      categories[category] = score;
      const weight = categoryWeight(weights, category);
      weighted += weight * score;
      weightSum += weight;
    }
    result.set(
      entry.apartmentId,
      weightSum > 0 ? { categories, overall: (100 * weighted) / weightSum } : { categories },
    );
  });
  return result;
}

export interface DealbreakerResult {
  ruledOut: boolean;
  /** Why, one sentence a rule: "Are pets allowed? answered No". */
  reasons: string[];
}

/** An amount in the locale's digits, with cents only when it has some: "2,310", "2,310.50". */
export function formatAmount(amount: number, locale = 'en-US'): string {
  const cents = !Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * Whether the settings' dealbreakers rule one apartment out, and why. A rule counts only for
 * a question asked of the apartment and answered as it is asked (a red flag needs no value);
 * `below` and `above` compare a rating or a number. `maxMonthly` compares the apartment's
 * true monthly total (`trueCost`), when it is known.
 */
export function dealbreakers(
  asked: readonly AskedQuestion[],
  answerList: readonly Answer[],
  apartmentId: string,
  settings: Pick<ApartmentSettings, 'dealbreakers' | 'maxMonthly'>,
  monthlyTotal: number | undefined,
  locale = 'en-US',
): DealbreakerResult {
  const mine = answersOf(answerList, apartmentId);
  const byId = new Map(asked.map((question) => [question.id, question]));
  const reasons: string[] = [];
  for (const rule of settings.dealbreakers ?? []) {
    const question = byId.get(rule.questionId);
    const answer = mine.get(rule.questionId);
    if (question === undefined || answer === undefined) continue;
    if (rule.when === 'red-flag') {
      if (answer.redFlag) reasons.push(`${question.text} has a red flag`);
      continue;
    }
    if (!answersQuestion(question, answer)) continue;
    const said = `${question.text} answered ${answerValueText(answer, locale)}`;
    if (answer.type === 'yes-no') {
      if ((rule.when === 'yes' && answer.yesNo) || (rule.when === 'no' && !answer.yesNo)) {
        reasons.push(said);
      }
      continue;
    }
    const value = answer.type === 'rating' ? answer.rating : answer.number;
    if (value === undefined || rule.value === undefined) continue;
    const limit = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rule.value);
    if (rule.when === 'below' && value < rule.value) reasons.push(`${said}, below ${limit}`);
    if (rule.when === 'above' && value > rule.value) reasons.push(`${said}, above ${limit}`);
  }
  const max = settings.maxMonthly;
  if (max !== undefined && monthlyTotal !== undefined && monthlyTotal > max) {
    const costs = formatAmount(monthlyTotal, locale);
    reasons.push(`Costs ${costs} a month, over your ${formatAmount(max, locale)}`);
  }
  return { ruledOut: reasons.length > 0, reasons };
}

export interface RankItem {
  id: string;
  /** For ties: equal items keep this order (by name, then id). */
  name?: string;
  ruledOut?: boolean;
  score?: number;
  monthlyTotal?: number;
}

export interface Ranked {
  id: string;
  /**
   * 1 for the best; equal items share a rank, and the next rank skips (1, 1, 3). None for
   * an item without what it is ranked by (no score yet, a cost not known): it is listed
   * after the others (before those ruled out) and counts for none of their ranks.
   */
  rank?: number;
}

function rank(items: readonly RankItem[], key: (item: RankItem) => number | undefined): Ranked[] {
  // Ruled out last, then the key ascending with no key after, then by name and id.
  const sortKey = (item: RankItem) => [item.ruledOut ? 1 : 0, key(item) ?? Infinity] as const;
  const sorted = [...items].sort((a, b) => {
    const [aOut, aKey] = sortKey(a);
    const [bOut, bKey] = sortKey(b);
    return (
      aOut - bOut ||
      (aKey === bKey ? 0 : aKey < bKey ? -1 : 1) ||
      (a.name ?? '').localeCompare(b.name ?? '') ||
      a.id.localeCompare(b.id)
    );
  });
  const ranked: Ranked[] = [];
  let placed = 0; // items ranked so far
  sorted.forEach((item, index) => {
    if (key(item) === undefined) {
      ranked.push({ id: item.id });
      return;
    }
    const previous = sorted[index - 1];
    const tied =
      previous !== undefined &&
      sortKey(previous)[0] === sortKey(item)[0] &&
      sortKey(previous)[1] === sortKey(item)[1];
    placed += 1;
    ranked.push({ id: item.id, rank: tied ? ranked[index - 1]!.rank! : placed });
  });
  return ranked;
}

/** Apartments best score first; unscored after the scored; ruled-out ones last. */
export function rankByScore(items: readonly RankItem[]): Ranked[] {
  return rank(items, (item) => (item.score === undefined ? undefined : -item.score));
}

/** Apartments cheapest true monthly total first; unknown costs after; ruled-out ones last. */
export function rankByMonthlyCost(items: readonly RankItem[]): Ranked[] {
  return rank(items, (item) => item.monthlyTotal);
}

export interface BestAndWorst {
  /** Indices of the row's best values. */
  best: number[];
  /** Indices of the row's worst values. */
  worst: number[];
}

/**
 * The best and worst of a compared row (one value or undefined per apartment): numbers by
 * `better` (`higher` or `lower`), yes/no by the better answer. Nothing is marked when fewer
 * than two values are known, when all are equal, or when nothing says which is better.
 */
export function bestAndWorst(
  values: readonly (number | boolean | undefined)[],
  better: Better | undefined,
): BestAndWorst {
  const none = { best: [], worst: [] };
  if (better === undefined) return none;
  const points = values.map((value) => {
    if (value === undefined) return undefined;
    if (typeof value === 'boolean') return value === (better === 'yes') ? 1 : 0;
    return better === 'lower' ? -value : value;
  });
  const known = points.filter((point): point is number => point !== undefined);
  if (known.length < 2) return none;
  const high = Math.max(...known);
  const low = Math.min(...known);
  if (high === low) return none;
  const indices = (target: number) =>
    points.flatMap((point, index) => (point === target ? [index] : []));
  return { best: indices(high), worst: indices(low) };
}

/** The best and worst answers of one question's row, by their scores (`rowScores`). */
export function rowBestAndWorst(
  question: Pick<AskedQuestion, 'answerType' | 'better'>,
  row: readonly (Answer | undefined)[],
): BestAndWorst {
  return bestAndWorst(rowScores(question, row), 'higher');
}
