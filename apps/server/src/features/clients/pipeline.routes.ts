import { pipelineApi, tasksApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { moveStage, readBoard, saveDeal } from './pipeline.service';
import { addNote, listTaskPage, saveTask } from './tasks.service';

/** The deal after lodgement and its board, a client's tasks and notes (contract pipeline-endpoints.ts). */
export function pipelineRoutes(api: Api, ctx: ServiceContext): void {
  route(api, pipelineApi.stage, (req) => moveStage(ctx, actorOf(req), req.body));
  route(api, pipelineApi.deal, (req) => saveDeal(ctx, actorOf(req), req.body));
  route(api, pipelineApi.board, (req) => readBoard(ctx, actorOf(req), req.query));
  route(api, tasksApi.save, (req) => saveTask(ctx, actorOf(req), req.body));
  route(api, tasksApi.list, (req) => listTaskPage(ctx, actorOf(req), req.query));
  route(api, tasksApi.note, (req) => addNote(ctx, actorOf(req), req.body));
}
