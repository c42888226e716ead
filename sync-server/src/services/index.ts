import type { Logger } from '../log';
import type { Repos } from '../storage/repos';
import { createAccountService } from './accounts';
import { createAuthService } from './auth';
import { createRateLimiter } from './rate-limit';
import { createSessionService } from './sessions';
import type { SmsSender } from './sms';

export interface ServiceDeps {
  repos: Repos;
  log: Logger;
  sms: SmsSender;
  now: () => number;
  experienceDays: number;
}

export function createServices({ repos, log, sms, now, experienceDays }: ServiceDeps) {
  const accounts = createAccountService({ repos, now, experienceDays });
  const limiter = createRateLimiter(repos.rateEvents, now);
  const sessions = createSessionService(repos.sessions, now);
  const auth = createAuthService({ repos, accounts, limiter, sms, log, now });
  return { accounts, sessions, auth, limiter };
}
export type Services = ReturnType<typeof createServices>;
