// `specrun`: replays every scenario in Specs/, each app's folder against that app's steps.
// All of the command lives in the SpecRun library (`SpecRunMain`); the apps are listed once, in
// `SeedApps` (shared with the `swift test` replay). See README for the recipe.
// `specrun init NAME` makes a new package that depends on Evergreen (`PackageInit`); only this
// command has it, not the runners packages build on `SpecRunMain`.
import Foundation
import SeedAppCatalog
import SpecRun
import SpecRunInit

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "init" {
  let result = PackageInit.run(
    arguments: Array(arguments.dropFirst()), currentFolder: FileManager.default.currentDirectoryPath)
  FileHandle.standardOutput.write(Data(result.output.utf8))
  FileHandle.standardError.write(Data(result.error.utf8))
  exit(result.exitCode)
}
exit(await SpecRunMain.run(arguments: arguments, catalog: SeedApps.catalog()))
