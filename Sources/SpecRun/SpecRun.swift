// The `SpecRun` target. See README.md for the layout.
