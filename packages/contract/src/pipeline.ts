import { z } from 'zod';
import { ActivityItemSchema } from './client-activity';
import { ClientAnswerSchema } from './clients';
import { BOARD_STAGES, DEAL_STAGES, TASK_DUE_FILTERS } from './clients-values';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema, text, wholeNumber } from './inputs';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './paging';
import { pipelineEndpoints, tasksEndpoints } from './pipeline-endpoints';

/*
 * The pipeline after lodgement, tasks and notes: their schemas and bindings, apart from clients.ts so the pages that
 * read a client do not carry them (docs/decisions/011-light-first-load.md).
 */

const isoDate = z.iso.date({ error: MESSAGES.dealDateInvalid });

export const StageMoveSchema = z.object({ clientId: IdSchema, stage: z.enum(DEAL_STAGES) });
export type StageMove = z.infer<typeof StageMoveSchema>;

/** Amounts are integer cents (docs/engineering-guide.md §4); up to a billion dollars. */
export const DealSaveSchema = z.object({
  clientId: IdSchema,
  lender: text().trim().max(100).optional(),
  loan_amount_cents: wholeNumber(0, 100_000_000_000, MESSAGES.loanAmountInvalid).nullable().optional(),
  settlement_date: isoDate.nullable().optional(),
  fixed_rate_expires_on: isoDate.nullable().optional(),
});
export type DealSave = z.infer<typeof DealSaveSchema>;

export const BoardQuerySchema = PageQuerySchema.extend({
  stage: z.enum(BOARD_STAGES),
  query: text().trim().max(100).default(''),
  adviserId: IdSchema.optional(),
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

export const DealCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  stage: z.enum(DEAL_STAGES),
  lender: z.string(),
  loan_amount_cents: z.number().nullable(),
  settlement_date: z.string().nullable(),
  last_activity_timestamp: z.string(),
});
export type DealCard = z.infer<typeof DealCardSchema>;
export const BoardColumnSchema = z.object({
  deals: z.array(DealCardSchema),
  total: z.number(),
  loan_total_cents: z.number(),
});
export type BoardColumn = z.infer<typeof BoardColumnSchema>;

export const TaskSaveSchema = z.object({
  clientId: IdSchema,
  taskId: IdSchema.optional(),
  title: text().trim().min(1, { error: MESSAGES.taskTitleRequired }).max(200, { error: MESSAGES.taskTitleRequired }),
  due_date: isoDate,
  done: z.boolean().optional(),
});
export type TaskSave = z.infer<typeof TaskSaveSchema>;

export const TaskSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  title: z.string(),
  due_date: z.string(),
  done: z.boolean(),
  /** Made by a rule (conditional approval, rate review) rather than by hand. */
  is_automatic: z.boolean(),
  created_at: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskListQuerySchema = PageQuerySchema.extend({
  /** One client's tasks; without it, the adviser's own (an administrator names the adviser). */
  clientId: IdSchema.optional(),
  adviserId: IdSchema.optional(),
  due: z.enum(TASK_DUE_FILTERS).default('all'),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;
export const TaskListSchema = z.object({ tasks: z.array(TaskSchema), total: z.number() });

export const NoteAddSchema = z.object({
  clientId: IdSchema,
  text: text().trim().min(1, { error: MESSAGES.noteRequired }).max(5000, { error: MESSAGES.noteRequired }),
});
export type NoteAdd = z.infer<typeof NoteAddSchema>;

export const pipelineApi = bindSchemas(pipelineEndpoints, {
  stage: { body: StageMoveSchema, reply: ClientAnswerSchema },
  deal: { body: DealSaveSchema, reply: ClientAnswerSchema },
  board: { query: BoardQuerySchema, reply: BoardColumnSchema },
});

export const tasksApi = bindSchemas(tasksEndpoints, {
  save: { body: TaskSaveSchema, reply: z.object({ task: TaskSchema }) },
  list: { query: TaskListQuerySchema, reply: TaskListSchema },
  note: { body: NoteAddSchema, reply: z.object({ note: ActivityItemSchema }) },
});
