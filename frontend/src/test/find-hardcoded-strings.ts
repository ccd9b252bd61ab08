import ts from 'typescript';

/** JSX attributes whose values people read or hear. */
export const TEXT_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'label',
  'content',
]);

/**
 * Text that may appear literally in JSX because it is never translated. Brand name,
 * flags and Arabic native names come from constants and data, so they need no entry.
 */
export const ALLOWED_LITERALS = new Set<string>([]);

export type HardcodedString = { file: string; line: number; text: string };

const HAS_LETTER = /\p{L}/u;

function isVisibleText(text: string): boolean {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return (
    trimmed !== '' && HAS_LETTER.test(trimmed) && !ALLOWED_LITERALS.has(trimmed)
  );
}

/** A string literal or template inside an expression container. */
function literalText(expression: ts.Expression | undefined): string | null {
  if (!expression) return null;
  if (ts.isParenthesizedExpression(expression))
    return literalText(expression.expression);
  if (
    ts.isStringLiteral(expression) ||
    ts.isNoSubstitutionTemplateLiteral(expression)
  ) {
    return expression.text;
  }
  if (ts.isTemplateExpression(expression)) {
    return [
      expression.head.text,
      ...expression.templateSpans.map((s) => s.literal.text),
    ].join(' ');
  }
  if (ts.isConditionalExpression(expression)) {
    return (
      literalText(expression.whenTrue) ?? literalText(expression.whenFalse)
    );
  }
  if (
    ts.isBinaryExpression(expression) &&
    (expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
      expression.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  ) {
    return literalText(expression.right);
  }
  return null;
}

/**
 * Finds text in TSX that bypasses react-intl: JSX text nodes, string children such as
 * `{'Hello'}`, and string values of the attributes in `TEXT_ATTRIBUTES`.
 */
export function findHardcodedStrings(
  file: string,
  source: string,
): HardcodedString[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: HardcodedString[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(
      node.getStart(sourceFile),
    );
    found.push({ file, line: line + 1, text: text.trim() });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (isVisibleText(node.text)) report(node, node.text);
    } else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      const text = literalText(node.expression);
      if (text !== null && isVisibleText(text)) report(node, text);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sourceFile);
      if (TEXT_ATTRIBUTES.has(name) && node.initializer) {
        const text = ts.isStringLiteral(node.initializer)
          ? node.initializer.text
          : ts.isJsxExpression(node.initializer)
            ? literalText(node.initializer.expression)
            : null;
        if (text !== null && isVisibleText(text)) report(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
