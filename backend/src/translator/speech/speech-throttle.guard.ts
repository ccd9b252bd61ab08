import { PerIpLimitPerMinute, waitText } from '../../common/per-ip-limit.guard';

/** Text-to-speech requests per IP per minute (RATE_LIMIT_TTS_PER_IP). */
export const SpeechThrottleGuard = PerIpLimitPerMinute(
  'speech',
  (config) => config.rateLimits.ttsPerIp,
  (limit, retryAfter) =>
    `Too many requests to read text aloud from this address (${limit} per minute). Please try again in ${waitText(retryAfter)}.`,
);
