type FlagProps = {
  /** The flag's SVG markup (from `country-flag-icons/string/3x2`). */
  svg: string;
  /** Height in pixels; the width follows the 3:2 ratio. */
  size?: number;
  /**
   * The language or place the flag stands for, when no name is written next
   * to it. Without a label the flag is decorative and hidden from assistive
   * technology.
   */
  label?: string;
  className?: string;
};

const urls = new Map<string, string>();

function dataUrl(svg: string): string {
  let url = urls.get(svg);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    urls.set(svg, url);
  }
  return url;
}

/**
 * A small SVG flag that looks the same on every system (emoji flags show as
 * letters or empty boxes on some), with its size reserved before it loads.
 */
export function Flag({ svg, size = 14, label, className }: FlagProps) {
  if (!svg) return null;
  return (
    <img
      className={className ? `flag ${className}` : 'flag'}
      src={dataUrl(svg)}
      width={Math.round(size * 1.5)}
      height={size}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      draggable={false}
    />
  );
}
