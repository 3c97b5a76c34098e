import type { Config } from './config';

/**
 * What a production start needs (decision 031). NODE_ENV=production (which `npm start` sets) with DATABASE_URL is a
 * real deployment: it refuses to start without the variables whose defaults only suit a laptop, naming each and why.
 * The embedded database is one machine's install, the README's quick start: it starts with no configuration, and
 * only warns when email leaves the machine (SMTP_URL) with a default that would show in it.
 */
export interface StartupChecks {
  refusals: string[];
  warnings: string[];
}

export function checkProductionConfig(config: Config): StartupChecks {
  const out: StartupChecks = { refusals: [], warnings: [] };
  if (config.env !== 'production') return out;
  const isDeployment = config.databaseUrl !== undefined;
  const sendsMail = config.smtpUrl !== undefined;
  const problem = (line: string, isRefusal: boolean) => (isRefusal ? out.refusals : out.warnings).push(line);

  if (!config.envSet.has('PUBLIC_URL') && (isDeployment || sendsMail)) {
    problem(
      `PUBLIC_URL: unset, so links in emails (password resets, invitations, lead forms) point at ${config.publicUrl}; set the address users reach the app at`,
      isDeployment,
    );
  }
  if (!config.envSet.has('MAIL_FROM') && (isDeployment || sendsMail)) {
    problem(
      `MAIL_FROM: unset, so emails come from ${config.mailFrom}, which receiving servers refuse or file as spam; set an address of your domain (docs/deploy.md, email)`,
      isDeployment,
    );
  }
  if (isDeployment && (config.secretsKeySource === 'DATA_DIR' || config.secretsKeySource === undefined)) {
    out.refusals.push(
      'SECRETS_KEY or SECRETS_KEY_FILE: unset, so each instance would make its own key in DATA_DIR and could not read what another stored (lead forms, lodgement passwords); set the same key on every instance (openssl rand -base64 32)',
    );
  }
  return out;
}
