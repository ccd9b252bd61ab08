/** Product name and contact address; not translated. */
export const BRAND_NAME = 'Dialect Community';

export const SUPPORT_EMAIL = 'support@dialectcommunity.app';
