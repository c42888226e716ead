import { Code } from '../../../shared/src/protocol/codes';
import { isMobile } from '../../../shared/src/rules/patterns';
import type { Logger } from '../log';
import type { Repos } from '../storage/repos';
import type { UserRow } from '../storage/repos/users';
import type { AccountService } from './accounts';
import { AppError } from './app-error';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { LIMITS, type Limit, type RateLimiter } from './rate-limit';
import { randomToken, sha256, smsCode } from './secrets';
import type { SmsSender } from './sms';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_COOLDOWN_MS = 60_000;
export const SMS_MAX_TRIES = 5;
export const LOGIN_LINK_TTL_MS = 10 * 60_000;
/** wrong current passwords when changing it: as many as failed sign-ins */
const PASSWORD_CHANGE_TRIES = { scope: 'password-change', max: 10, windowMs: 15 * 60_000 };
// Login links travel in a URL (spec 000 §2 token): 96 random bytes give 128 url-safe characters.
const LOGIN_LINK_BYTES = 96;

interface Deps {
  repos: Repos;
  accounts: AccountService;
  limiter: RateLimiter;
  sms: SmsSender;
  log: Logger;
  now: () => number;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ repos, accounts, limiter, sms, log, now }: Deps) {
  const codeHash = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

  const tooManyFailures = (ms: number) => new AppError(Code.RATE_LIMITED, 'errors.tooManyFailures', { minutes: Math.ceil(ms / 60_000) });

  async function reserveOrRefuse(limit: Limit, key: string) {
    const attempt = await limiter.reserve(limit, key);
    if (!attempt.ok) throw tooManyFailures(attempt.blockedForMs);
    return attempt;
  }

  /**
   * Uses up the code sent to a mobile, or refuses: expired, used up (5 wrong tries) or wrong.
   * The try is counted (in one statement) before the code is compared, so codes sent at once
   * each take their own try and no more than 5 are ever compared.
   */
  async function takeSmsCode(mobile: string, code: string, onWrong: () => void = () => {}): Promise<void> {
    const row = await repos.smsCodes.takeTry(mobile, now(), SMS_MAX_TRIES);
    if (!row) throw new AppError(Code.SMS_CODE_EXPIRED, 'errors.codeExpired', {}, { field: 'sms_code' });
    if (row.code_hash !== codeHash(mobile, code)) {
      onWrong();
      const triesLeft = SMS_MAX_TRIES - row.tries;
      throw new AppError(triesLeft > 0 ? Code.SMS_CODE_WRONG : Code.SMS_CODE_EXPIRED, triesLeft > 0 ? 'errors.codeWrong' : 'errors.codeExpired', {}, { field: 'sms_code' });
    }
    await repos.smsCodes.remove(mobile);
  }

  function refuseDisabled(user: UserRow) {
    if (user.disabled) throw new AppError(Code.ACCOUNT_DISABLED, 'errors.accountDisabled');
  }

  return {
    /** Account name or mobile plus password; 10 failures per 15 min per account and per IP. */
    async loginPassword(login: string, password: string, ip: string): Promise<UserRow> {
      const accountKey = login.toLowerCase();
      // Each attempt is counted as a failure before the slow hash, so guesses still being
      // hashed fill the window too (issue 21); a right password takes its count back below.
      const ipAttempt = await reserveOrRefuse(LIMITS.loginFailIp, ip);
      let accountAttempt;
      try {
        accountAttempt = await reserveOrRefuse(LIMITS.loginFailAccount, accountKey);
      } catch (err) {
        await ipAttempt.release(); // refused without a check: not a failure
        throw err;
      }
      const user = (await repos.users.byUsername(login)) ?? (isMobile(login) ? await repos.users.byMobile(login) : undefined);
      // Verify against a dummy hash for unknown accounts so timing does not tell which exist.
      // (Should the hash itself throw, the attempt stays counted: failing closed.)
      const good = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !good) throw new AppError(Code.WRONG_CREDENTIALS, 'errors.wrongPassword');
      await ipAttempt.release();
      await accountAttempt.release();
      refuseDisabled(user);
      await limiter.reset(LIMITS.loginFailAccount, accountKey);
      return user;
    },

    /** One code per mobile per 60 s, valid 5 min; bounded per IP and per mobile per day. */
    async sendSms(mobile: string, ip: string): Promise<number> {
      const t = now();
      const previous = await repos.smsCodes.find(mobile);
      if (previous && t - previous.sent_at < SMS_COOLDOWN_MS) {
        throw new AppError(Code.RATE_LIMITED, 'errors.smsTooSoon', {
          seconds: Math.ceil((previous.sent_at + SMS_COOLDOWN_MS - t) / 1000),
        });
      }
      if ((await limiter.blockedFor(LIMITS.smsIp, ip)) > 0 || (await limiter.blockedFor(LIMITS.smsMobile, mobile)) > 0) {
        throw new AppError(Code.RATE_LIMITED, 'errors.smsTooMany');
      }
      const code = smsCode();
      await repos.smsCodes.save(mobile, codeHash(mobile, code), t, t + SMS_CODE_TTL_MS);
      await limiter.hit(LIMITS.smsIp, ip);
      await limiter.hit(LIMITS.smsMobile, mobile);
      try {
        await sms.send(mobile, `【照明设计工作台】您的验证码是${code}，5分钟内有效。如非本人操作，请忽略。`);
      } catch (err) {
        await repos.smsCodes.remove(mobile);
        log.error(`sms to ${mobile} failed`, err);
        throw new AppError(Code.SMS_FAILED, 'errors.smsFailed');
      }
      return SMS_COOLDOWN_MS / 1000;
    },

    /** The first SMS sign-in of an unknown mobile creates an experience account. */
    async loginSms(mobile: string, code: string, ip: string): Promise<UserRow> {
      // Counted as a failure of the IP before the code is compared (like a password), so codes
      // sent at once fill the window too; only a wrong code keeps its count.
      const attempt = await reserveOrRefuse(LIMITS.loginFailIp, ip);
      let wrong = false;
      try {
        await takeSmsCode(mobile, code, () => (wrong = true));
      } finally {
        if (!wrong) await attempt.release();
      }
      const user = (await repos.users.byMobile(mobile)) ?? (await accounts.create({ mobile }));
      refuseDisabled(user);
      return user;
    },

    /**
     * Changing the password proves the person is the account's owner and not someone at an
     * unlocked screen (issue 21): the current password, or for an account that has none (made
     * by SMS sign-in) a code sent to its mobile. Wrong current passwords count like failed
     * sign-ins, before the hash.
     */
    async provePasswordChange(userId: number, proof: { old_password: string; sms_code: string }): Promise<void> {
      const user = (await repos.users.byId(userId))!;
      if (user.password_hash) {
        if (proof.old_password === '') throw new AppError(Code.BAD_PARAMS, 'rules.oldPasswordRequired', {}, { field: 'old_password' });
        const attempt = await reserveOrRefuse(PASSWORD_CHANGE_TRIES, String(userId));
        if (!(await verifyPassword(proof.old_password, user.password_hash))) throw new AppError(Code.REFUSED, 'rules.oldPasswordWrong', {}, { field: 'old_password' });
        await attempt.release();
        return;
      }
      if (!user.mobile) throw new AppError(Code.REFUSED, 'rules.oldPasswordWrong', {}, { field: 'old_password' });
      if (proof.sms_code === '') throw new AppError(Code.BAD_PARAMS, 'rules.smsCodeRequired', {}, { field: 'sms_code' });
      await takeSmsCode(user.mobile, proof.sms_code);
    },

    /** One-time sign-in link token made by the admin CLI; 10 minutes, single use. */
    async loginToken(token: string): Promise<UserRow> {
      const row = await repos.loginTokens.take(sha256(token));
      const user = row && row.expires_at > now() ? await repos.users.byId(row.user_id) : undefined;
      if (!user) throw new AppError(Code.TOKEN_INVALID, 'errors.tokenInvalid');
      refuseDisabled(user);
      return user;
    },

    async createLoginToken(userId: number): Promise<string> {
      const token = randomToken(LOGIN_LINK_BYTES);
      await repos.loginTokens.insert(sha256(token), userId, now() + LOGIN_LINK_TTL_MS);
      return token;
    },
  };
}
