import Foundation
import SpecRun
import TallySpecs

exit(await SpecRunMain.run(arguments: Array(CommandLine.arguments.dropFirst()), library: TallySpecs.steps))
