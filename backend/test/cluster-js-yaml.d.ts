/** The part of js-yaml (4.x, no types of its own) the deployment test reads YAML with. */
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
