// `specrun`: replays every scenario in Specs/ against the apps' step definitions.
// All of the command lives in the SpecRun library (`SpecRunMain`); see README for the recipe.
import Foundation
import MachoSpecs
import SpecRun

exit(await SpecRunMain.run(arguments: Array(CommandLine.arguments.dropFirst()), library: MachoSpecs.steps))
