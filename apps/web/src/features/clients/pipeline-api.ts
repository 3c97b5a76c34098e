import {
  type BoardQuery,
  type DealSave,
  type DealStage,
  type NoteAdd,
  pipelineEndpoints,
  type TaskListQuery,
  type TaskSave,
  tasksEndpoints,
} from '@brokerdesk/contract/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { clientDetailKey } from './client-detail';

/** The board (one query per column), a client's tasks and the adviser's Today list; query keys per the web notes. */
export const pipelineKeys = {
  board: ['board'] as const,
  column: (q: Partial<BoardQuery>) => ['board', q] as const,
  tasks: ['tasks'] as const,
  taskList: (q: Partial<TaskListQuery>) => ['tasks', q] as const,
};

/** GET client/board: one column's page of deals with its count and loan total. */
export function useBoardColumn(q: Partial<BoardQuery> & Pick<BoardQuery, 'stage'>) {
  return useQuery({
    queryKey: pipelineKeys.column(q),
    queryFn: ({ signal }) => api(pipelineEndpoints.board, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST client/stage: the board and the client's record and timeline read again after a move. */
export function useMoveStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientId: number; stage: DealStage }) => api(pipelineEndpoints.stage, { body }),
    onSuccess: (answer) => {
      client.setQueryData(clientDetailKey(answer.client.id), answer.client);
      void client.invalidateQueries({ queryKey: ['client-activity', answer.client.id] });
      void client.invalidateQueries({ queryKey: pipelineKeys.tasks });
    },
    onSettled: () => client.invalidateQueries({ queryKey: pipelineKeys.board }),
  });
}

/** POST client/deal. */
export function useSaveDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DealSave) => api(pipelineEndpoints.deal, { body }),
    onSuccess: (answer) => {
      client.setQueryData(clientDetailKey(answer.client.id), answer.client);
      void client.invalidateQueries({ queryKey: ['client-activity', answer.client.id] });
      void client.invalidateQueries({ queryKey: pipelineKeys.board });
    },
  });
}

/** GET task/list. */
export function useTasks(q: Partial<TaskListQuery>, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: pipelineKeys.taskList(q),
    queryFn: ({ signal }) => api(tasksEndpoints.list, { query: q }, { signal }),
    enabled: opts.enabled ?? true,
  });
}

/** POST task/save. */
export function useSaveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskSave) => api(tasksEndpoints.save, { body }),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: pipelineKeys.tasks });
      void client.invalidateQueries({ queryKey: ['client-activity', answer.task.client_id] });
    },
  });
}

/** POST client/note. */
export function useAddNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteAdd) => api(tasksEndpoints.note, { body }),
    onSuccess: (_answer, body) => client.invalidateQueries({ queryKey: ['client-activity', body.clientId] }),
  });
}
