import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.).*\.ts$/;

/** `z.string()`, `z.object({…}).extend({…})`, `IdSchema.optional()`: calls whose chain starts at zod or a schema. */
function buildsSchema(callee: Node): boolean {
  let node: Node = callee;
  for (;;) {
    if (node.type === 'MemberExpression') node = node.object as Node;
    else if (node.type === 'CallExpression') node = node.callee as Node;
    else break;
  }
  return node.type === 'Identifier' && (node.name === 'z' || /Schema$/.test(node.name as string));
}

/** `function f() {}` or `const f = () => …`: a top-level function of the contract. */
function isFunction(node: Node): boolean {
  if (node.type === 'FunctionDeclaration') return true;
  if (node.type !== 'VariableDeclaration') return false;
  const [only, ...rest] = node.declarations as Node[];
  const init = only?.init as Node | null | undefined;
  return rest.length === 0 && (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression');
}

/**
 * Marks every schema-building call in the contract as pure, so the bundler drops the schemas a page does not use.
 * The contract is imported by the browser for constants and pure functions too; without this, a page that reads
 * one constant from a module keeps every schema the module defines, and zod with them (docs/decisions/011-light-first-load.md).
 * Building a zod schema has no side effects, which is what the annotation promises. The contract's own functions
 * are marked side-effect free too (they build schemas or compute answers from their arguments): a contract
 * function must never change its arguments or anything outside itself.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'brokerdesk-pure-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const s = new MagicString(code);
      const marked = new Set<number>();
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) {
          for (const child of node) visit(child);
          return;
        }
        if (!node || typeof node !== 'object') return;
        const n = node as Node;
        if ((n.type === 'CallExpression' || n.type === 'NewExpression') && buildsSchema(n.callee as Node)) {
          if (!marked.has(n.start)) s.appendLeft(n.start, '/* @__PURE__ */ ');
          marked.add(n.start);
        }
        for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
      };
      const program = this.parse(code) as unknown as { body: Node[] };
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration && isFunction(declaration)) s.appendLeft(declaration.start, '/* @__NO_SIDE_EFFECTS__ */ ');
      }
      visit(program);
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }), moduleType: 'js' } : null;
    },
  };
}
