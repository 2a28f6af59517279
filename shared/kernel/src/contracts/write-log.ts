import * as v from 'valibot';
import { successSchema } from './envelope';

/**
 * `POST /api/Common/WriteLog` (broker contract, rule API-7): a debug payload, any JSON value, sent
 * without a token after the browser masked tokens and id numbers. The front end sends objects with an
 * `event` name; the sink takes anything, so the schema is any JSON value.
 */
export const WriteLogRequestSchema = v.unknown();

/** The WriteLog answer: StatusCode 0 and `Data` null. The front end never reads it. */
export const WriteLogAnswerSchema = successSchema(v.null());

/** The WriteLog answer as it travels. */
export type WriteLogAnswer = v.InferInput<typeof WriteLogAnswerSchema>;
