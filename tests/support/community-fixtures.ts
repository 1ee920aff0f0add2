import type { Database } from '../../server/db/client';
import { problems } from '../../server/db/schema';

export interface SharedProblemInput {
  text: string;
  subject?: string;
  type?: string;
  createdAt?: Date;
  imageFiles?: string[];
}

/** A problem already listed in explore (as if solved and its owner told), written straight to the database. */
export async function sharedProblem(database: Database, userId: string, input: SharedProblemInput): Promise<string> {
  const [row] = await database.db
    .insert(problems)
    .values({
      userId,
      problemText: input.text,
      problemHtml: `<p>${input.text}</p>`,
      subject: input.subject ?? 'math',
      problemType: input.type ?? 'solution',
      imageFiles: input.imageFiles ?? [],
      createdAt: input.createdAt ?? new Date(),
      publishedAt: new Date(),
    })
    .returning({ id: problems.id });
  return row.id;
}
