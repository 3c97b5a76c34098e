import fs from 'node:fs';

/** The run's data folder, and the folder beside it where the specs meet (broker-list-gate.ts). */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir?.includes('brokerdesk-e2e-')) return;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}-broker-list`, { recursive: true, force: true });
}
