/** One flag of `country-flag-icons`, as SVG markup (3:2). */
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
