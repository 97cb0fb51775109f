import type { Answer, Better } from './apartment-model.ts';
import type { AskedQuestion } from './question-scope.ts';

/**
 * Answers: whether a question is answered, how far a tour has got, an answer as words,
 * and an answer's score from 0 (worst) to 1 (best) for comparing apartments.
 */

/** Whether the answer holds a value of its own type (a red flag, photo or note alone: no). */
export function isAnswered(answer: Answer | undefined): answer is Answer {
  if (answer === undefined) return false;
  switch (answer.type) {
    case 'yes-no':
      return answer.yesNo !== undefined;
    case 'rating':
      return answer.rating !== undefined;
    case 'number':
      return answer.number !== undefined && Number.isFinite(answer.number);
    case 'text':
      return (answer.text ?? '').trim() !== '';
  }
}

/**
 * Whether `answer` answers `question` as it is asked now: answered, and of the question's
 * answer type. NOTE: an answer given before the person changed the question's type stays
 * stored but counts as unanswered, so it is asked again rather than misread.
 */
export function answersQuestion(
  question: Pick<AskedQuestion, 'answerType'>,
  answer: Answer | undefined,
): answer is Answer {
  return isAnswered(answer) && answer.type === question.answerType;
}

/** Each answer list's answers by apartment, then by question: made once per list. */
const grouped = new WeakMap<readonly Answer[], Map<string, Map<string, Answer>>>();
const NO_ANSWERS: ReadonlyMap<string, Answer> = new Map();

/**
 * One apartment's answers by question id. NOTE: the list is read once for every apartment
 * and kept with it (a list is a value: never changed once made), so scoring, dealbreakers
 * and red flags of four apartments read 480 answers once, not twelve times.
 */
export function answersOf(
  answerList: readonly Answer[],
  apartmentId: string,
): ReadonlyMap<string, Answer> {
  let byApartment = grouped.get(answerList);
  if (!byApartment) {
    byApartment = new Map();
    for (const answer of answerList) {
      let mine = byApartment.get(answer.apartmentId);
      if (!mine) byApartment.set(answer.apartmentId, (mine = new Map()));
      mine.set(answer.questionId, answer);
    }
    grouped.set(answerList, byApartment);
  }
  return byApartment.get(apartmentId) ?? NO_ANSWERS;
}

export interface Progress {
  answered: number;
  total: number;
}

/** How many of the questions asked of an apartment (`questionsFor`) its answers answer. */
export function answerProgress(
  asked: readonly AskedQuestion[],
  answerList: readonly Answer[],
  apartmentId: string,
): Progress {
  const mine = answersOf(answerList, apartmentId);
  const answered = asked.filter((question) =>
    answersQuestion(question, mine.get(question.id)),
  ).length;
  return { answered, total: asked.length };
}

/** The questions asked of an apartment that its answers leave open, in the order asked. */
export function unansweredQuestions(
  asked: readonly AskedQuestion[],
  answerList: readonly Answer[],
  apartmentId: string,
): AskedQuestion[] {
  const mine = answersOf(answerList, apartmentId);
  return asked.filter((question) => !answersQuestion(question, mine.get(question.id)));
}

/** The questions asked of an apartment whose answers carry a red flag, in the order asked. */
export function redFlagged(
  asked: readonly AskedQuestion[],
  answerList: readonly Answer[],
  apartmentId: string,
): AskedQuestion[] {
  const mine = answersOf(answerList, apartmentId);
  return asked.filter((question) => mine.get(question.id)?.redFlag === true);
}

/**
 * An answer's value as words for a list or a table: "Yes", "No", "4 / 5", a number in the
 * locale's digits ("1,250.5"), or the text; '' when there is no value.
 */
export function answerValueText(answer: Answer | undefined, locale = 'en-US'): string {
  if (!isAnswered(answer)) return '';
  switch (answer.type) {
    case 'yes-no':
      return answer.yesNo ? 'Yes' : 'No';
    case 'rating':
      return `${answer.rating} / 5`;
    case 'number':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(answer.number!);
    case 'text':
      return answer.text!.trim();
  }
}

/**
 * The score, 0 (worst) to 1 (best), of one answer on its own: yes/no is 1 when it is the
 * better answer and 0 when not; a rating of r is (r − 1) / 4. Numbers have no score on their
 * own (they are scored against each other, see `rowScores`); text and a question without
 * `better` are not scored (undefined).
 *
 * A red flag scores 0 whatever the value, and even without one: the person marked the
 * answer as a problem, and it should pull the apartment down however the question is typed.
 */
export function answerScore(
  question: Pick<AskedQuestion, 'answerType' | 'better'>,
  answer: Answer | undefined,
): number | undefined {
  if (answer?.redFlag) return 0;
  if (!answersQuestion(question, answer)) return undefined;
  if (question.answerType === 'rating') return (answer.rating! - 1) / 4;
  if (question.answerType === 'yes-no' && (question.better === 'yes' || question.better === 'no')) {
    return answer.yesNo === (question.better === 'yes') ? 1 : 0;
  }
  return undefined;
}

/**
 * Numbers scored against each other: with `better` higher, the highest scores 1 and the
 * lowest 0, those between in proportion (lower: the other way round); all equal score 1.
 * Missing values stay undefined.
 */
export function relativeScores(
  values: readonly (number | undefined)[],
  better: Better | undefined,
): (number | undefined)[] {
  if (better !== 'higher' && better !== 'lower') return values.map(() => undefined);
  const known = values.filter((value): value is number => value !== undefined);
  const min = Math.min(...known);
  const max = Math.max(...known);
  return values.map((value) => {
    if (value === undefined) return undefined;
    if (max === min) return 1;
    return better === 'higher' ? (value - min) / (max - min) : (max - value) / (max - min);
  });
}

/**
 * The scores of one question's answers across the compared apartments (a row of the
 * comparison, one answer or undefined per apartment): numbers scored against each other,
 * everything else as `answerScore`; red flags score 0.
 */
export function rowScores(
  question: Pick<AskedQuestion, 'answerType' | 'better'>,
  row: readonly (Answer | undefined)[],
): (number | undefined)[] {
  if (question.answerType !== 'number') return row.map((answer) => answerScore(question, answer));
  const values = row.map((answer) =>
    answer && !answer.redFlag && answersQuestion(question, answer) ? answer.number : undefined,
  );
  const relative = relativeScores(values, question.better);
  return row.map((answer, index) => (answer?.redFlag ? 0 : relative[index]));
}
