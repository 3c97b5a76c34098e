import { startFakeLodgement } from './fake-lodgement-server';

/** `npm run fake-lodgement`: the fake lodgement system on FAKE_LODGEMENT_PORT (4010), for `npm run dev` and e2e. */
const port = Number(process.env.FAKE_LODGEMENT_PORT ?? 4010);
const fake = await startFakeLodgement({ port });
console.log(`fake lodgement system on ${fake.url} (LODGEMENT_URL=${fake.url})`);
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
