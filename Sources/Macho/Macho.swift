// The `Macho` target. See README.md for the layout.
