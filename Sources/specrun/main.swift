// `specrun`: replays every scenario in Specs/, each app's folder against that app's steps.
// All of the command lives in the SpecRun library (`SpecRunMain`); the apps are listed once, in
// `SeedApps` (shared with the `swift test` replay). See README for the recipe.
import Foundation
import SeedAppCatalog
import SpecRun

exit(await SpecRunMain.run(arguments: Array(CommandLine.arguments.dropFirst()), catalog: SeedApps.catalog()))
