/** A `.wasm` file imported by the worker: wrangler bundles it as a module compiled ahead of time. */
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
