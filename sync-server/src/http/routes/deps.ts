import type { User } from '../../../../shared/src/protocol/auth';
import type { Links } from '../../../../shared/src/protocol/links';
import type { Services } from '../../services';

export interface RouteDeps {
  services: Services;
  /** the User object of an account, as /auth/get returns it */
  view: (userId: number) => Promise<User>;
  version: () => string;
  now: () => number;
  cookieSecure: boolean;
  links: Links;
}
