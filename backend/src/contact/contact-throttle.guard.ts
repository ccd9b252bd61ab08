import { PerIpLimitPerMinute, waitText } from '../common/per-ip-limit.guard';

/** Contact messages per IP per minute (RATE_LIMIT_CONTACT_PER_IP). */
export const ContactThrottleGuard = PerIpLimitPerMinute(
  'contact',
  (config) => config.rateLimits.contactPerIp,
  (limit, retryAfter) =>
    `Too many messages from this address (${limit} per minute). Please try again in ${waitText(retryAfter)}.`,
);
