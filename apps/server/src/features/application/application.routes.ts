import { applicationApi, MESSAGES, toKeyValueArr } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import {
  createClientItem,
  deleteClientItem,
  listAssets,
  listLiabilities,
  saveClientItem,
  saveListAnswer,
} from './client-items.service';
import { getApplicationProgress } from './progress.service';
import { getSection, saveSection } from './sections.service';

/** Each one-record page's read and save. */
const SECTIONS = [
  { section: 'requirement', read: applicationApi.requirement, save: applicationApi.saveRequirement },
  { section: 'expense', read: applicationApi.expense, save: applicationApi.saveExpense },
  { section: 'risk_profile', read: applicationApi.riskProfile, save: applicationApi.saveRiskProfile },
] as const;

/** Each list page's question, items and deletion message. */
const LISTS = [
  {
    section: 'asset',
    answer: applicationApi.answerAssets,
    create: applicationApi.createAsset,
    save: applicationApi.saveAsset,
    delete: applicationApi.deleteAsset,
    deleted: MESSAGES.assetDeleted,
  },
  {
    section: 'liability',
    answer: applicationApi.answerLiabilities,
    create: applicationApi.createLiability,
    save: applicationApi.saveLiability,
    delete: applicationApi.deleteLiability,
    deleted: MESSAGES.liabilityDeleted,
  },
] as const;

/** The fact-find pages under /api/application/<page> (contract application-endpoints.ts). */
export function applicationRoutes(api: Api, ctx: ServiceContext): void {
  for (const { section, read, save } of SECTIONS) {
    route(api, read, (req) => getSection(ctx, actorOf(req), req.query.clientId, section));
    route(api, save, (req) =>
      saveSection(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, section),
    );
  }

  route(api, applicationApi.assets, (req) => listAssets(ctx, actorOf(req), req.query.clientId));
  route(api, applicationApi.liabilities, (req) => listLiabilities(ctx, actorOf(req), req.query.clientId));

  for (const list of LISTS) {
    const { section } = list;
    route(api, list.create, (req) => createClientItem(ctx, actorOf(req), req.body, section));
    route(api, list.answer, (req) =>
      saveListAnswer(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, section),
    );
    route(api, list.save, (req) =>
      saveClientItem(ctx, actorOf(req), { ...req.body, keyValueArr: toKeyValueArr(req.body) }, section),
    );
    route(api, list.delete, async (req) => {
      await deleteClientItem(ctx, actorOf(req), req.body, section);
      return { message: list.deleted };
    });
  }

  route(api, applicationApi.progress, (req) => getApplicationProgress(ctx, actorOf(req), req.query.clientId));
}
