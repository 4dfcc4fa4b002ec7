// Types of scripts/compile-contracts.mjs, for the TypeScript tests that import it.

export declare const packageRoot: string;
export declare const SOLC_VERSION: string;
export declare const SOLC_SETTINGS: Readonly<{
  optimizer: { enabled: boolean; runs: number };
  evmVersion: string;
  metadata: { bytecodeHash: string };
}>;

export type ContractSpec = { name: string; source: string; exportPrefix: string };
export declare const CONTRACTS: readonly ContractSpec[];

export type CompiledContract = ContractSpec & {
  abi: unknown[];
  bytecode: `0x${string}`;
  deployedBytecode: `0x${string}`;
  immutableReferences: Record<string, unknown>;
};

export type CompileResult = {
  compiler: { version: string; settings: typeof SOLC_SETTINGS };
  contracts: CompiledContract[];
};

export declare function readSources(): Record<string, { content: string }>;
export declare function compileContracts(): CompileResult;
export declare function renderArtifactJson(
  contract: CompiledContract,
  compiler: CompileResult['compiler'],
): string;
export declare function renderArtifactsModule(result: CompileResult): string;
export declare function writeArtifacts(): CompileResult;
