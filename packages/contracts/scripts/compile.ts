import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import solc from 'solc';
import type { Abi, Hex } from 'viem';

export type CompiledContract = { abi: Abi; bytecode: Hex; sourceName: string };

export type CompileOptions = {
  /**
   * Cancun by default: every chain we target (anvil's default hardfork, Sepolia, mainnet, the
   * common L2s) runs it, and osaka's only codegen gain (CLZ) is not worth narrowing that set.
   */
  evmVersion?: string;
  optimizerRuns?: number;
  /** Non-package imports that are not among `sources` are read from here. */
  baseDir?: string;
  /** Warnings never fail a build; they go here (default: console.warn). */
  onWarning?: (formatted: string) => void;
};

export type SolcDiagnostic = {
  severity: 'error' | 'warning' | 'info';
  type: string;
  file?: string;
  line?: number;
  column?: number;
  message: string;
  formatted: string;
};

export class SolidityCompileError extends Error {
  readonly code = 'SOLIDITY_COMPILE';
  constructor(readonly diagnostics: SolcDiagnostic[]) {
    const list = diagnostics.map((d) => d.formatted.trim()).join('\n\n');
    super(`Solidity compilation failed with ${diagnostics.length} error(s):\n\n${list}`);
    this.name = 'SolidityCompileError';
  }
}

type SolcError = {
  severity: SolcDiagnostic['severity'];
  type: string;
  message: string;
  formattedMessage?: string;
  sourceLocation?: { file: string; start: number; end: number };
};
type SolcOutput = {
  errors?: SolcError[];
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string; linkReferences: object } } }>
  >;
};

const requireFromHere = createRequire(import.meta.url);

/** Compiles Solidity sources (unit name -> content) and returns every contract they define. */
export function compileContracts(
  sources: Record<string, string>,
  opts: CompileOptions = {},
): Record<string, CompiledContract> {
  // Imported files are kept so that diagnostics inside them can be turned into line numbers too.
  const loaded = new Map(Object.entries(sources));
  const findImports = (unit: string): { contents: string } | { error: string } => {
    try {
      const file =
        opts.baseDir && !unit.startsWith('@')
          ? path.resolve(opts.baseDir, unit)
          : requireFromHere.resolve(unit);
      const contents = readFileSync(file, 'utf8');
      loaded.set(unit, contents);
      return { contents };
    } catch {
      const where = unit.startsWith('@') || !opts.baseDir ? 'in node_modules' : `under ${opts.baseDir}`;
      return { error: `cannot find "${unit}" ${where}` };
    }
  };

  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings: {
      evmVersion: opts.evmVersion ?? 'cancun',
      optimizer: { enabled: true, runs: opts.optimizerRuns ?? 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.bytecode.linkReferences'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput;

  const diagnostics = (output.errors ?? []).map((e) => toDiagnostic(e, loaded));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new SolidityCompileError(errors);
  const warn = opts.onWarning ?? ((m: string) => console.warn(m));
  for (const d of diagnostics) if (d.severity === 'warning') warn(d.formatted.trim());

  return collectContracts(output, Object.keys(sources));
}

function collectContracts(output: SolcOutput, ownSources: string[]): Record<string, CompiledContract> {
  const result: Record<string, CompiledContract> = {};
  // Only contracts from the given sources: imported library code (OpenZeppelin) is not ours to export.
  for (const sourceName of ownSources) {
    for (const [name, c] of Object.entries(output.contracts?.[sourceName] ?? {})) {
      const existing = result[name];
      if (existing) {
        throw new Error(
          `Contract name "${name}" is defined in both ${existing.sourceName} and ${sourceName}`,
        );
      }
      // Linking is not supported: keep library functions `internal` so they are inlined.
      if (Object.keys(c.evm.bytecode.linkReferences).length > 0) {
        throw new Error(`${sourceName}:${name} needs library linking; make the library functions internal`);
      }
      result[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}`, sourceName };
    }
  }
  return result;
}

function toDiagnostic(e: SolcError, loaded: Map<string, string>): SolcDiagnostic {
  const loc = e.sourceLocation;
  const base = {
    severity: e.severity,
    type: e.type,
    message: e.message,
    formatted: e.formattedMessage ?? `${e.type}: ${e.message}`,
  };
  const text = loc ? loaded.get(loc.file) : undefined;
  if (!loc || text === undefined || loc.start < 0) return { ...base, file: loc?.file };
  // solc reports UTF-8 byte offsets, not string indices.
  const before = Buffer.from(text).subarray(0, loc.start).toString('utf8').split('\n');
  return { ...base, file: loc.file, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
