import { KYC_QUESTIONS, type KycChoice } from '@shared/account';

/** The questionnaire as the customer fills it in: one choice per question, `undefined` while unanswered. */
export type DraftAnswers = readonly (KycChoice | undefined)[];

/** No question answered yet. */
export function emptyAnswers(): DraftAnswers {
  return KYC_QUESTIONS.map(() => undefined);
}

/** The question numbers (1-based) still unanswered. */
export function unanswered(answers: DraftAnswers): number[] {
  return answers.flatMap((choice, index) => (choice === undefined ? [index + 1] : []));
}

/** The answers once every question has one; `undefined` before. */
export function completeAnswers(answers: DraftAnswers): KycChoice[] | undefined {
  return answers.every((choice): choice is KycChoice => choice !== undefined) ? [...answers] : undefined;
}
