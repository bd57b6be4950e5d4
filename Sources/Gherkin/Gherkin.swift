// The `Gherkin` target. See README.md for the layout.
