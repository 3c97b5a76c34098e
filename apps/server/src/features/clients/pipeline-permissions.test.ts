import { describe, it } from 'vitest';
import { walkClientEndpoints } from '../../../test/client-endpoints';
import { PIPELINE_ENDPOINTS } from '../../../test/pipeline-endpoints';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('who may use the pipeline, tasks and notes', () => {
  it('answers the owner and an administrator, 404 to another adviser or client, 403 to the client, 401 signed out', async () => {
    await walkClientEndpoints(t, PIPELINE_ENDPOINTS);
  }, 180_000);
});
