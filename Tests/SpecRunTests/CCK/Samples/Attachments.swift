import Foundation
import SpecRun

extension CCKLibraries {
  /// `cck/attachments`: text, logs, bytes, a renamed PDF and a link attached by steps.
  static let attachments: StepLibrary = {
    var steps = StepLibrary()
    steps.when("the string {string} is attached as {string}") { (context, text: String, mediaType: String) in
      context.attach(text, mediaType: mediaType)
    }
    steps.when("the string {string} is logged") { (context, text: String) in
      context.log(text)
    }
    steps.when("text with ANSI escapes is logged") { context in
      let colours = [31, 91, 33, 32, 34, 95, 35]
      let rainbow = zip("rainbow", colours).map { "\u{1B}[\($1)m\($0)\u{1B}[0m" }.joined()
      context.log("This displays a \(rainbow)")
    }
    steps.when("the following string is attached as {string}:") { (context, mediaType: String) in
      context.attach(try context.requireDocString().content, mediaType: mediaType)
    }
    steps.when("an array with {int} bytes is attached as {string}") { (context, count: Int, mediaType: String) in
      context.attach(Data((0..<count).map { UInt8($0) }), mediaType: mediaType)
    }
    steps.when("a PDF document is attached and renamed") { context in
      context.attach(
        try cckFixture("attachments", "document.pdf"), mediaType: "application/pdf", fileName: "renamed.pdf")
    }
    steps.when("a link to {string} is attached") { (context, url: String) in
      context.link(url)
    }
    steps.when("the string {string} is attached as {string} before a failure") {
      (context, text: String, mediaType: String) in
      context.attach(text, mediaType: mediaType)
      throw StepFailure("whoops")
    }
    return steps
  }()
}
