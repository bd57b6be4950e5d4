// `specrun`: the command line. Subcommands live in the libraries so they can be tested:
//   specrun gherkin ...   -> GherkinCommand (Gherkin target)
import Foundation
import Gherkin

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  usage: specrun <command> [arguments]

  commands:
    gherkin   print the Cucumber Messages of .feature files (see `specrun gherkin --help`)

  """

func finish(stdout: String, stderr: String, exitCode: Int32) -> Never {
  FileHandle.standardOutput.write(Data(stdout.utf8))
  FileHandle.standardError.write(Data(stderr.utf8))
  exit(exitCode)
}

switch arguments.first {
case nil:
  finish(stdout: "specrun: scenarios are not yet available; see README.md\n", stderr: "", exitCode: 0)
case "gherkin":
  let output = GherkinCommand.run(arguments: Array(arguments.dropFirst()))
  finish(stdout: output.stdout, stderr: output.stderr, exitCode: output.exitCode)
case "-h", "--help", "help":
  finish(stdout: usage, stderr: "", exitCode: 0)
case let command?:
  finish(stdout: "", stderr: "specrun: unknown command '\(command)'\n\n" + usage, exitCode: 2)
}
