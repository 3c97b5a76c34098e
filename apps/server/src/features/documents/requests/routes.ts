import type { ServiceContext } from '../../../context';
import type { Api } from '../../../http/types';
import { documentDownloadRoutes } from './downloads/download.routes';
import { documentPreviewRoutes } from './previews/previews.routes';
import { documentRequestsRoutes } from './requests.routes';
import { documentTusRoutes } from './uploads/tus.routes';
import { documentUploadRoutes } from './uploads/upload.routes';

/** The requests room's endpoints: asking and reviewing, the files that answer (both upload paths), downloads, previews. */
export function requestsRoutes(api: Api, ctx: ServiceContext): void {
  documentRequestsRoutes(api, ctx);
  documentUploadRoutes(api, ctx);
  documentDownloadRoutes(api, ctx);
  documentTusRoutes(api, ctx);
  documentPreviewRoutes(api, ctx);
}
