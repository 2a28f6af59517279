import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import type { KernelPackage } from './kernel-dir';

/**
 * The kernel's public surface: one line per export of its run-time entries, `<entry>:<name> [<kinds>] <type>`,
 * with the type as the TypeScript checker prints it, and one `(referenced):<name>` line per type of the
 * kernel's own that an export names without exporting it (a change there reaches every importer too).
 * Lines are sorted; a module's path never appears, so moving a file inside the kernel changes nothing.
 */
export interface KernelSurface {
  version: string;
  /** key (`shared:ApiError`, `(referenced):LoginState`) → `[kinds] type` */
  lines: Map<string, string>;
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.WriteArrowStyleSignature;
const REFERENCED = '(referenced)';

/** `import("/abs/path/module").Name` → `Name`: printed types carry no machine's or module's path. */
function withoutModulePaths(text: string): string {
  return text.replace(/import\("[^"]*"\)\./g, '');
}

function isInside(file: string, dir: string): boolean {
  const path = relative(dir, file);
  return path.length > 0 && !path.startsWith('..') && !path.split(sep).includes('node_modules');
}

class SurfacePrinter {
  private readonly checker: ts.TypeChecker;
  /** Named types of the kernel that some printed type mentions; exported ones are dropped at the end. */
  private readonly mentioned = new Set<ts.Symbol>();
  private readonly walked = new Set<ts.Type>();

  constructor(
    private readonly program: ts.Program,
    private readonly kernelDir: string,
  ) {
    this.checker = program.getTypeChecker();
  }

  private text(type: ts.Type, at?: ts.Node, flags = FORMAT): string {
    this.walk(type);
    return withoutModulePaths(this.checker.typeToString(type, at, flags));
  }

  private ownsSymbol(symbol: ts.Symbol | undefined): boolean {
    return symbol?.declarations?.some((declaration) => isInside(declaration.getSourceFile().fileName, this.kernelDir)) ?? false;
  }

  /** Notes the kernel's named types reachable from `type`, going into members only of types the kernel declares. */
  private walk(type: ts.Type): void {
    if (this.walked.has(type)) return;
    this.walked.add(type);
    const { aliasSymbol, symbol } = type;
    if (aliasSymbol !== undefined && this.ownsSymbol(aliasSymbol)) this.mentioned.add(aliasSymbol);
    type.aliasTypeArguments?.forEach((argument) => this.walk(argument));
    if (type.isUnionOrIntersection()) type.types.forEach((member) => this.walk(member));
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const object = type as ts.ObjectType;
    if (object.objectFlags & ts.ObjectFlags.Reference) this.checker.getTypeArguments(type as ts.TypeReference).forEach((argument) => this.walk(argument));
    const named = symbol !== undefined && (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.Enum | ts.SymbolFlags.TypeAlias)) !== 0;
    if (named && this.ownsSymbol(symbol)) this.mentioned.add(symbol);
    const owned = this.ownsSymbol(symbol) || this.ownsSymbol(aliasSymbol) || symbol === undefined;
    if (!owned) return;
    for (const property of this.checker.getPropertiesOfType(type)) this.walk(this.checker.getTypeOfSymbol(property));
    for (const kind of [ts.SignatureKind.Call, ts.SignatureKind.Construct]) {
      for (const signature of this.checker.getSignaturesOfType(type, kind)) {
        signature.getParameters().forEach((parameter) => this.walk(this.checker.getTypeOfSymbol(parameter)));
        this.walk(signature.getReturnType());
      }
    }
    for (const info of this.checker.getIndexInfosOfType(type)) this.walk(info.type);
  }

  private typeParameters(parameters: readonly ts.TypeParameter[] | undefined): string {
    if (parameters === undefined || parameters.length === 0) return '';
    const printed = parameters.map((parameter) => {
      const constraint = parameter.getConstraint();
      const fallback = parameter.getDefault();
      return `${this.text(parameter)}${constraint === undefined ? '' : ` extends ${this.text(constraint)}`}${fallback === undefined ? '' : ` = ${this.text(fallback)}`}`;
    });
    return `<${printed.join(', ')}>`;
  }

  /** One signature with its parameters' names as declared (a destructured one is `__0`), as `<T>(a: A, b?: B) => R`. */
  private signature(signature: ts.Signature, kind: ts.SignatureKind): string {
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const rest = declaration !== undefined && ts.isParameter(declaration) && declaration.dotDotDotToken !== undefined;
      const optional = declaration !== undefined && ts.isParameter(declaration) && this.checker.isOptionalParameter(declaration);
      return `${rest ? '...' : ''}${parameter.name}${optional ? '?' : ''}: ${this.text(this.checker.getTypeOfSymbol(parameter))}`;
    });
    const predicate = this.checker.getTypePredicateOfSignature(signature);
    const returns = predicate === undefined ? this.text(signature.getReturnType()) : withoutModulePaths(this.checker.typePredicateToString(predicate, undefined, FORMAT));
    return `${kind === ts.SignatureKind.Construct ? 'new ' : ''}${this.typeParameters(signature.getTypeParameters())}(${parameters.join(', ')}) => ${returns}`;
  }

  /** An object type's members, sorted by name (order of declaration is no change), signatures first. */
  private members(type: ts.Type, at: ts.Node | undefined, skip: (name: string) => boolean = () => false): string {
    this.walk(type);
    const parts: string[] = [];
    for (const kind of [ts.SignatureKind.Call, ts.SignatureKind.Construct]) {
      for (const signature of this.checker.getSignaturesOfType(type, kind)) parts.push(this.signature(signature, kind));
    }
    for (const info of this.checker.getIndexInfosOfType(type)) parts.push(`${info.isReadonly ? 'readonly ' : ''}[key: ${this.text(info.keyType)}]: ${this.text(info.type)}`);
    const properties = this.checker
      .getPropertiesOfType(type)
      .filter((property) => !skip(property.name) && !property.name.startsWith('__#'))
      .filter((property) => !property.declarations?.some((declaration) => ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Private))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const property of properties) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const readonly = declaration !== undefined && (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly) !== 0;
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const location = at ?? declaration;
      const type = location === undefined ? this.checker.getTypeOfSymbol(property) : this.checker.getTypeOfSymbolAtLocation(property, location);
      parts.push(`${readonly ? 'readonly ' : ''}${property.name}${optional ? '?' : ''}: ${this.text(type)}`);
    }
    return `{ ${parts.join('; ')}${parts.length > 0 ? ' ' : ''}}`;
  }

  private valueOf(symbol: ts.Symbol): string {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const type = this.checker.getTypeOfSymbol(symbol);
    if (symbol.flags & ts.SymbolFlags.Class) {
      const instance = this.checker.getDeclaredTypeOfSymbol(symbol);
      return `${this.members(type, declaration, (name) => name === 'prototype')} instance ${this.members(instance, declaration)}`;
    }
    if (symbol.flags & ts.SymbolFlags.Enum) {
      const values = (symbol.exports === undefined ? [] : [...symbol.exports.values()]).map((member) => {
        const value = member.valueDeclaration !== undefined && ts.isEnumMember(member.valueDeclaration) ? this.checker.getConstantValue(member.valueDeclaration) : undefined;
        return `${member.name} = ${JSON.stringify(value)}`;
      });
      return `{ ${values.sort().join('; ')} }`;
    }
    const calls = this.checker.getSignaturesOfType(type, ts.SignatureKind.Call);
    if (calls.length > 0 && this.checker.getPropertiesOfType(type).length === 0 && this.checker.getSignaturesOfType(type, ts.SignatureKind.Construct).length === 0) {
      this.walk(type);
      const printed = calls.map((signature) => this.signature(signature, ts.SignatureKind.Call));
      const [only] = printed;
      return printed.length === 1 && only !== undefined ? only : `{ ${printed.join('; ')} }`;
    }
    return this.text(type, declaration);
  }

  private typeOf(symbol: ts.Symbol): string {
    const declaration = symbol.declarations?.find((node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) ?? symbol.declarations?.[0];
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const parameters = this.typeParameters(this.checker.getDeclaredTypeOfSymbol(symbol).isClassOrInterface() ? (type as ts.InterfaceType).typeParameters : undefined);
    if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      const aliasParameters = declaration !== undefined && ts.isTypeAliasDeclaration(declaration) ? declaration.typeParameters?.map((parameter) => this.checker.getTypeAtLocation(parameter) as ts.TypeParameter) : undefined;
      // printed from the type, not from the alias's source text, so a change in a type it names shows here too
      return `${this.typeParameters(aliasParameters)}${this.text(type, undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias)}`;
    }
    return `${parameters}${this.members(type, declaration)}`;
  }

  /** `[kinds] description` of one exported (or referenced) symbol. */
  describe(symbol: ts.Symbol, typeOnly: boolean): string {
    const kinds: string[] = [];
    const parts: string[] = [];
    const { flags } = symbol;
    if (!typeOnly && flags & ts.SymbolFlags.Value) {
      if (flags & ts.SymbolFlags.Class) kinds.push('class');
      else if (flags & ts.SymbolFlags.Enum) kinds.push('enum');
      else if (flags & ts.SymbolFlags.Function) kinds.push('function');
      else if (flags & ts.SymbolFlags.Variable) {
        const declaration = symbol.valueDeclaration;
        const nodeFlags = declaration === undefined ? 0 : ts.getCombinedNodeFlags(declaration);
        kinds.push(nodeFlags & ts.NodeFlags.Const ? 'const' : nodeFlags & ts.NodeFlags.Let ? 'let' : 'var');
      } else kinds.push('namespace');
      parts.push(this.valueOf(symbol));
    }
    if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) || (typeOnly && flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum))) {
      kinds.push(flags & ts.SymbolFlags.Interface ? 'interface' : flags & ts.SymbolFlags.TypeAlias ? 'type' : 'type-only class');
      parts.push(flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) ? this.typeOf(symbol) : this.members(this.checker.getDeclaredTypeOfSymbol(symbol), symbol.declarations?.[0]));
    }
    return `[${kinds.join(', ')}] ${parts.join(' /type/ ')}`;
  }

  /** Every export of the entry, as `key → description`; `targets` collects the exported symbols. */
  entry(entry: string, file: string, lines: Map<string, string>, targets: Set<ts.Symbol>): void {
    const source = this.program.getSourceFile(file);
    const module = source === undefined ? undefined : this.checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`${file}: not a module the kernel's program knows`);
    for (const exported of this.checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
      const declaration = exported.declarations?.[0];
      const typeOnly = declaration !== undefined && ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly);
      targets.add(target);
      lines.set(`${entry}:${exported.name}`, this.describe(target, typeOnly));
    }
  }

  /** The kernel's own types named by the surface and not exported, described until no new one appears. */
  referenced(lines: Map<string, string>, exported: ReadonlySet<ts.Symbol>): void {
    const done = new Set<ts.Symbol>();
    const names = new Map<string, ts.Symbol>();
    for (;;) {
      const next = [...this.mentioned].filter((symbol) => !exported.has(symbol) && !done.has(symbol));
      if (next.length === 0) return;
      for (const symbol of next) {
        done.add(symbol);
        const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
        // two unexported types of one name: the second one is told apart by its module
        const key = names.has(symbol.name) ? `${REFERENCED}:${symbol.name}@${relative(this.kernelDir, file).split(sep).join('/')}` : `${REFERENCED}:${symbol.name}`;
        names.set(symbol.name, symbol);
        lines.set(key, this.describe(symbol, true));
      }
    }
  }
}

/** The compiler options of the kernel's own tsconfig.json (no emit, no type check beyond what printing needs). */
function kernelOptions(kernelDir: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(kernelDir, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (parsed === undefined) throw new Error(`${kernelDir}/tsconfig.json cannot be read`);
  return { ...parsed.options, noEmit: true };
}

/**
 * Computes the kernel's public surface from its sources with the TypeScript compiler: the exports of
 * its run-time entries (package.json `exports` "." and "./internal"). `oldProgram` lets a caller that
 * computes several surfaces reuse the library files already parsed.
 */
export function computeKernelSurface(kernel: KernelPackage, kernelDir: string, oldProgram?: ts.Program): { surface: KernelSurface; program: ts.Program } {
  const program = ts.createProgram({ rootNames: kernel.entries.map((entry) => entry.file), options: kernelOptions(kernelDir), ...(oldProgram === undefined ? {} : { oldProgram }) });
  const printer = new SurfacePrinter(program, kernelDir);
  const lines = new Map<string, string>();
  const exported = new Set<ts.Symbol>();
  for (const { entry, file } of kernel.entries) printer.entry(entry, file, lines, exported);
  printer.referenced(lines, exported);
  return { surface: { version: kernel.version, lines: new Map([...lines].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) }, program };
}

/** The surface file's text: a header naming the version it describes, then one line per key, sorted. */
export function formatSurfaceFile(name: string, surface: KernelSurface, recordCommand: string): string {
  const header = [
    `# The public surface of the kernel \`${name}\`: every export of its run-time entries with its kinds and its type as`,
    `# the TypeScript checker prints it, and the kernel's own types those name without exporting them, "(referenced)".`,
    `# A change here needs a version bump (removed or changed: major, 0.x: minor; added: minor); then \`${recordCommand}\`.`,
    `version ${surface.version}`,
  ];
  return `${[...header, ...[...surface.lines].map(([key, text]) => `${key} ${text}`)].join('\n')}\n`;
}

/** Reads a surface file back; throws on a line that is not `key [kinds] …` or a missing version. */
export function parseSurfaceFile(text: string): KernelSurface {
  let version: string | undefined;
  const lines = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.length === 0 || line.startsWith('#')) continue;
    if (line.startsWith('version ')) {
      version = line.slice('version '.length).trim();
      continue;
    }
    const space = line.indexOf(' ');
    if (space <= 0 || line[space + 1] !== '[') throw new Error(`kernel surface file: "${line.slice(0, 80)}" is not "<entry>:<name> [<kinds>] <type>"`);
    lines.set(line.slice(0, space), line.slice(space + 1));
  }
  if (version === undefined) throw new Error('kernel surface file: no "version" line');
  return { version, lines };
}

/** What changed between two surfaces, each list sorted by key. */
export interface SurfaceDiff {
  removed: string[];
  added: string[];
  changed: string[];
}

export function diffSurfaces(recorded: ReadonlyMap<string, string>, current: ReadonlyMap<string, string>): SurfaceDiff {
  const removed = [...recorded.keys()].filter((key) => !current.has(key));
  const added = [...current.keys()].filter((key) => !recorded.has(key));
  const changed = [...current.keys()].filter((key) => recorded.has(key) && recorded.get(key) !== current.get(key));
  return { removed: removed.sort(), added: added.sort(), changed: changed.sort() };
}
