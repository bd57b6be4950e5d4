/// `Sources/<Name>SpecRun/main.swift`: the package's own `specrun`, in one line.
enum RunnerTemplate {
  static func text(_ package: PackageRecipe) -> String {
    """
    // `swift run \(package.name.runnerProduct)`: replays every scenario in Specs/ against \(package.name.specsTarget).steps.
    // It takes every option of Evergreen's specrun: `swift run \(package.name.runnerProduct) --help`.
    import Foundation
    import \(package.name.specsTarget)
    import SpecRun

    exit(await SpecRunMain.run(arguments: Array(CommandLine.arguments.dropFirst()), library: \(package.name.specsTarget).steps))

    """
  }
}
