import Gherkin
import SpecRun
import Testing

@MainActor
@Suite("specrun --i18n-languages and --i18n-keywords")
struct LanguageListingCommandTests {
  @Test("--i18n-languages prints every dialect and exits 0")
  func languages() async {
    let captured = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["--i18n-languages"], library: StepLibrary(), io: captured.io) == 0)
    #expect(captured.out == DialectListing.languages)
    #expect(captured.out.contains("ja         Japanese"))
    #expect(captured.error.isEmpty)
  }

  @Test("--i18n-keywords ja prints the Japanese keywords by kind and exits 0")
  func japaneseKeywords() async throws {
    let captured = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["--i18n-keywords", "ja"], library: StepLibrary(), io: captured.io) == 0)
    #expect(captured.out.hasPrefix("Japanese (日本語): start a scenario file with \"# language: ja\".\n"))
    #expect(captured.out.contains("given             \"* \", \"前提\"\n"))
    #expect(try RunCommand.parse(["--i18n-keywords=ja"]) == .i18nKeywords(GherkinDialect.named("ja")!))
  }

  @Test(
    "an unknown language is a usage error that names the nearest codes and the list",
    arguments: [
      (
        ["--i18n-keywords", "jp"],
        "specrun: --i18n-keywords: there is no Gherkin dialect 'jp'. Did you mean 'ja' or 'jv'? Run 'specrun --i18n-languages' for every code."
      ),
      (
        ["--i18n-keywords", "zz-top"],
        "specrun: --i18n-keywords: there is no Gherkin dialect 'zz-top'. Run 'specrun --i18n-languages' for every code."
      ),
      (
        ["--i18n-keywords"],
        "specrun: --i18n-keywords needs a value. Example: --i18n-keywords ja (run 'specrun --i18n-languages' for every code)."
      ),
    ])
  func unknownLanguage(arguments: [String], message: String) async {
    let captured = CapturedIO()
    #expect(await SpecRunMain.run(arguments: arguments, library: StepLibrary(), io: captured.io) == 2)
    #expect(captured.error == message + "\n")
    #expect(captured.out.isEmpty)
  }

  @Test("--help describes both options, and a near miss of either is suggested")
  func help() throws {
    #expect(Usage.text.contains("--i18n-languages   list the languages scenarios can be written in"))
    #expect(Usage.text.contains("--i18n-keywords LANG"))
    #expect(
      throws: UsageError(
        "specrun: unknown option '--i18n-language'. Did you mean '--i18n-languages'? Run 'specrun --help' for the options."
      )
    ) { try RunCommand.parse(["--i18n-language"]) }
  }
}
