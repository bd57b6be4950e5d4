// A test file needs one import for the runtime and its harness:
//
//     import EvergreenTesting
//     import Testing
//
// and it writes reducers, `/Action.case` paths, `@Dependency` and `TestStore` without
// `import Evergreen`, as a Composable Architecture test imports only `ComposableArchitecture`.
// (The re-export is a compile-time name lookup, not a runtime symbol.)
@_exported import Evergreen
