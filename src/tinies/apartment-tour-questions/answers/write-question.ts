import type { Question } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { loadTourSchemas } from '../tour-schemas.ts';
import { questions } from '../use-apartment-data.ts';

/**
 * Writes a question's document: a new one whole, an existing one by its changed fields.
 * Resolves the schema's message when it is refused, else null.
 */
export async function writeQuestion(
  path: string,
  id: string,
  before: Question | undefined,
  next: Question,
): Promise<string | null> {
  const { questionSchema } = await loadTourSchemas();
  const checked = questionSchema.safeParse(next);
  if (!checked.success) return checked.error.issues[0]?.message ?? 'The question is not valid';
  if (before) {
    questions.edit(path, id, before, next);
  } else {
    questions.save(path, id, next);
  }
  return null;
}
