// What `layoutWidgets` (deferred-widgets.ts) loads.
export { Tooltip } from './Tooltip';
export { Toaster } from '../../shared/toasts/Toaster';
export { AccountMenu } from './AccountMenu';
export { DialectMenu } from './DialectMenu';
export { LanguageMenu } from './LanguageMenu';
export { OfflineNotice } from './OfflineNotice';
