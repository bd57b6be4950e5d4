// The `EvergreenTesting` target. See README.md for the layout.
