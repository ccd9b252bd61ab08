import type { ReactNode } from 'react';

type ArabicTextProps = { children: ReactNode; className?: string };

/** Arabic-script text: right-to-left, tagged as Arabic for fonts and screen readers. */
export function ArabicText({ children, className }: ArabicTextProps) {
  return (
    <span dir="rtl" lang="ar" className={className}>
      {children}
    </span>
  );
}
