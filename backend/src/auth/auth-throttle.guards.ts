import { PerIpLimit, waitText } from '../common/per-ip-limit.guard';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * Sign-in attempts per address in 15 minutes (`RATE_LIMIT_LOGIN_PER_IP`):
 * every attempt counts, right or wrong (not one the server failed), so an
 * address cannot try passwords across many accounts faster than that.
 */
export const LoginIpLimitGuard = PerIpLimit({
  name: 'login',
  windowMs: FIFTEEN_MINUTES_MS,
  limitOf: (config) => config.rateLimits.loginPerIp,
  message: (limit, retryAfter) =>
    `Too many sign-in attempts from this address (${limit} per 15 minutes). Please try again in ${waitText(retryAfter)}.`,
  refundedWhen: (status) => status >= 500,
});

/**
 * Sign-ups per address in an hour (`RATE_LIMIT_REGISTER_PER_IP`). A sign-up
 * refused for its input (400: a malformed e-mail, a weak password) or failed
 * by the server is given back, so typing mistakes on a shared network lock no one out; one refused
 * because the e-mail or username is taken (409) counts, so the limit still
 * bounds how fast an address can learn which accounts exist.
 */
export const RegisterIpLimitGuard = PerIpLimit({
  name: 'register',
  windowMs: ONE_HOUR_MS,
  limitOf: (config) => config.rateLimits.registerPerIp,
  message: (limit, retryAfter) =>
    `Too many sign-ups from this address (${limit} per hour). Please try again in ${waitText(retryAfter)}.`,
  refundedWhen: (status) => status === 400 || status >= 500,
});
