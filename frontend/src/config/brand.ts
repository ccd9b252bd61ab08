/** Product name and contact details; not translated. */
export const BRAND_NAME = 'Dialect Community';

export const SUPPORT_EMAIL = 'support@dialectcommunity.app';

/** The support line shown on the contact page, as displayed and as dialled. */
export const SUPPORT_PHONE = {
  display: '+1 (415) 555-0142',
  dial: '+14155550142',
};

export const WEBSITE_URL = 'https://dialectcommunity.app';
