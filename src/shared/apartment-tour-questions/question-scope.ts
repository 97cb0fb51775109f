import {
  QUESTION_CATEGORIES,
  type AnswerType,
  type Better,
  type Question,
  type QuestionCategory,
  type QuestionHow,
} from './apartment-model.ts';
import type { BuiltInQuestion } from './question-bank.ts';

/**
 * Which questions are asked of which apartment. A built-in question is asked everywhere
 * unless the person's change to it (a document at its id, `builtIn: true`) removes it from
 * some apartments or everywhere; a custom question is asked of every apartment or of those
 * it lists, less those it was removed from.
 *
 * NOTE: removing a question from one apartment only ever adds that apartment to
 * `removedFrom` (or drops it from a custom question's list): it never touches another
 * apartment's questions. The original app removed it everywhere.
 */

/** A question document as the data client gives it. */
export interface QuestionDoc {
  id: string;
  question: Question;
}

/** A question as it is asked: built-in or custom, with the person's changes applied. */
export interface AskedQuestion {
  id: string;
  text: string;
  category: QuestionCategory;
  how: QuestionHow;
  /** The effective answer type: a built-in's own, unless the person changed it. */
  answerType: AnswerType;
  /** Which answer is better, only when it fits the answer type. */
  better?: Better;
  builtIn: boolean;
}

const FITTING_BETTER: Readonly<Record<AnswerType, readonly Better[]>> = {
  'yes-no': ['yes', 'no'],
  number: ['higher', 'lower'],
  rating: [],
  text: [],
};

/** `better` when it means something for `answerType`, else undefined. */
export function fittingBetter(
  answerType: AnswerType,
  better: Better | undefined,
): Better | undefined {
  return better !== undefined && FITTING_BETTER[answerType].includes(better) ? better : undefined;
}

function asked(
  base: Omit<AskedQuestion, 'answerType' | 'better'>,
  answerType: AnswerType,
  better: Better | undefined,
): AskedQuestion {
  const fitting = fittingBetter(answerType, better);
  return { ...base, answerType, ...(fitting === undefined ? {} : { better: fitting }) };
}

/** A question with its document: a built-in's change (if any), or the custom question. */
export interface QuestionWithDoc {
  asked: AskedQuestion;
  doc?: Question;
}

/**
 * Every question, removed everywhere or not, in category order: built-ins in bank order,
 * then custom questions by when they were made. A change to an unknown built-in and a custom
 * question missing its text, category or answer type are left out.
 */
function everyQuestion(
  bank: readonly BuiltInQuestion[],
  docs: readonly QuestionDoc[],
): QuestionWithDoc[] {
  const docById = new Map(docs.map((doc) => [doc.id, doc.question]));
  const result: QuestionWithDoc[] = [];
  for (const builtIn of bank) {
    const doc = docById.get(builtIn.id);
    // A custom question never shares a built-in's id; if one did, it is left to the loop below.
    if (doc !== undefined && !doc.builtIn) continue;
    const answerType = doc?.answerType ?? builtIn.answerType;
    const better = doc?.better ?? (answerType === builtIn.answerType ? builtIn.better : undefined);
    const { id, text, category, how } = builtIn;
    const question = asked({ id, text, category, how, builtIn: true }, answerType, better);
    result.push(doc === undefined ? { asked: question } : { asked: question, doc });
  }
  const customs = docs
    .filter(({ question }) => !question.builtIn)
    .sort(
      (a, b) =>
        a.question.createdAt.localeCompare(b.question.createdAt) || a.id.localeCompare(b.id),
    );
  for (const { id, question } of customs) {
    if (!question.text || !question.category || !question.answerType) continue;
    const { text, category, how = 'ask', answerType, better } = question;
    result.push({
      asked: asked({ id, text, category, how, builtIn: false }, answerType, better),
      doc: question,
    });
  }
  const order = (category: QuestionCategory) => QUESTION_CATEGORIES.indexOf(category);
  // Array sort is stable, so bank order and creation order hold within a category.
  return result.sort((a, b) => order(a.asked.category) - order(b.asked.category));
}

/** Every question not removed everywhere, in category order (see `everyQuestion`). */
export function allQuestions(
  bank: readonly BuiltInQuestion[],
  docs: readonly QuestionDoc[],
): QuestionWithDoc[] {
  return everyQuestion(bank, docs).filter(({ doc }) => !doc?.removed);
}

/** The questions removed everywhere, in category order, to offer asking them again. */
export function removedQuestions(
  bank: readonly BuiltInQuestion[],
  docs: readonly QuestionDoc[],
): QuestionWithDoc[] {
  return everyQuestion(bank, docs).filter(({ doc }) => doc?.removed === true);
}

/** Whether the question with this document is asked of the apartment (no document: yes). */
export function isAskedOf(doc: Question | undefined, apartmentId: string): boolean {
  if (doc === undefined) return true;
  if (doc.removed || doc.removedFrom?.includes(apartmentId)) return false;
  if (doc.builtIn || doc.scope !== 'some') return true;
  return doc.apartmentIds?.includes(apartmentId) ?? false;
}

/** The questions asked of one apartment, in category order (see `allQuestions`). */
export function questionsFor(
  bank: readonly BuiltInQuestion[],
  docs: readonly QuestionDoc[],
  apartmentId: string,
): AskedQuestion[] {
  return questionsForEach(bank, docs, [apartmentId])[0]!;
}

/**
 * The questions asked of each of these apartments (as `questionsFor`), the questions read
 * once for all of them: each asked question is the same object in every list.
 */
export function questionsForEach(
  bank: readonly BuiltInQuestion[],
  docs: readonly QuestionDoc[],
  apartmentIds: readonly string[],
): AskedQuestion[][] {
  const all = allQuestions(bank, docs);
  return apartmentIds.map((apartmentId) =>
    all.filter(({ doc }) => isAskedOf(doc, apartmentId)).map(({ asked }) => asked),
  );
}

const addTo = (list: readonly string[] | undefined, id: string) =>
  list?.includes(id) ? [...list] : [...(list ?? []), id];

/**
 * The question's document after "remove this question from this apartment", for writing at
 * the question's id: a built-in without a document gets a new change document. A custom
 * question for some apartments drops the apartment from its list, and once none is left
 * it is removed everywhere (the list keeps its last apartment, as the schema wants one).
 * Other apartments' questions never change.
 */
export function removeFromApartment(
  current: Question | undefined,
  apartmentId: string,
  now: string,
): Question {
  if (current === undefined) {
    return { builtIn: true, removedFrom: [apartmentId], createdAt: now, updatedAt: now };
  }
  if (!current.builtIn && current.scope === 'some') {
    const left = (current.apartmentIds ?? []).filter((id) => id !== apartmentId);
    if (left.length === 0) return { ...current, removed: true, updatedAt: now };
    return { ...current, apartmentIds: left, updatedAt: now };
  }
  return { ...current, removedFrom: addTo(current.removedFrom, apartmentId), updatedAt: now };
}

/** The question's document after "remove this question everywhere". */
export function removeEverywhere(current: Question | undefined, now: string): Question {
  if (current === undefined)
    return { builtIn: true, removed: true, createdAt: now, updatedAt: now };
  return { ...current, removed: true, updatedAt: now };
}

/**
 * The question's document after asking it of the apartment again: the apartment leaves
 * `removedFrom` and joins a custom question's list. A custom question for some apartments
 * that was removed everywhere comes back for this apartment alone; any other question
 * removed everywhere stays so (see `restoreEverywhere`).
 */
export function askAgain(current: Question, apartmentId: string, now: string): Question {
  const next: Question = { ...current, updatedAt: now };
  const removedFrom = current.removedFrom?.filter((id) => id !== apartmentId);
  if (removedFrom === undefined || removedFrom.length === 0) delete next.removedFrom;
  else next.removedFrom = removedFrom;
  if (!current.builtIn && current.scope === 'some') {
    if (current.removed) {
      next.apartmentIds = [apartmentId];
      delete next.removed;
    } else {
      next.apartmentIds = addTo(current.apartmentIds, apartmentId);
    }
  }
  return next;
}

/** The question's document asked everywhere it is scoped again: not removed, from nowhere. */
export function restoreEverywhere(current: Question, now: string): Question {
  const next: Question = { ...current, updatedAt: now };
  delete next.removed;
  delete next.removedFrom;
  return next;
}

/** A built-in question's change document with another answer type (`better` reset to fit). */
export function changeAnswerType(
  current: Question | undefined,
  answerType: AnswerType,
  now: string,
): Question {
  const base: Question = current ?? { builtIn: true, createdAt: now, updatedAt: now };
  const next: Question = { ...base, answerType, updatedAt: now };
  if (fittingBetter(answerType, next.better) === undefined) delete next.better;
  return next;
}

/**
 * The question's document once an apartment is deleted: the apartment leaves its lists
 * (`removedFrom`, a custom question's `apartmentIds`), so a later apartment never inherits
 * a stale choice. A custom question for that apartment alone is removed everywhere (it
 * keeps the id, as its scope needs one). Undefined when the question never named it.
 */
export function forgetApartment(
  current: Question,
  apartmentId: string,
  now: string,
): Question | undefined {
  const named =
    current.removedFrom?.includes(apartmentId) || current.apartmentIds?.includes(apartmentId);
  if (!named) return undefined;
  const next: Question = { ...current, updatedAt: now };
  const removedFrom = current.removedFrom?.filter((id) => id !== apartmentId);
  if (removedFrom === undefined || removedFrom.length === 0) delete next.removedFrom;
  else next.removedFrom = removedFrom;
  if (current.apartmentIds?.includes(apartmentId)) {
    const left = current.apartmentIds.filter((id) => id !== apartmentId);
    if (left.length === 0) next.removed = true;
    else next.apartmentIds = left;
  }
  return next;
}
