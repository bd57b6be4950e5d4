extension Messages {
  /// A step definition the runner knows: its expression and where it was written.
  public struct StepDefinition: Codable, Sendable, Hashable {
    /// Names this step definition for ``TestCase/TestStep/stepDefinitionIds``.
    public var id: String
    /// The expression steps are matched against.
    public var pattern: Pattern
    /// Where the step definition is written.
    public var sourceReference: SourceReference

    /// Creates a step definition message from its fields.
    public init(id: String, pattern: Pattern, sourceReference: SourceReference) {
      self.id = id
      self.pattern = pattern
      self.sourceReference = sourceReference
    }

    /// A step definition's expression and its kind.
    public struct Pattern: Codable, Sendable, Hashable {
      /// The expression as written (`there are {int} cucumbers`).
      public var source: String
      /// `CUCUMBER_EXPRESSION` or `REGULAR_EXPRESSION`.
      public var type: String

      /// Creates a pattern from its text and kind.
      public init(source: String, type: String) {
        self.source = source
        self.type = type
      }
    }
  }

  /// A hook (before/after a scenario, a step or the run).
  public struct Hook: Codable, Sendable, Hashable {
    /// Names this hook for ``TestCase/TestStep/hookId``.
    public var id: String
    /// The hook's name, when it was given one.
    public var name: String?
    /// Where the hook is written.
    public var sourceReference: SourceReference
    /// The tag expression that limits the scenarios it runs for (`@db and not @slow`).
    public var tagExpression: String?
    /// `BEFORE_TEST_RUN`, `AFTER_TEST_RUN`, `BEFORE_TEST_CASE`, `AFTER_TEST_CASE`,
    /// `BEFORE_TEST_STEP`, `AFTER_TEST_STEP`.
    public var type: String?

    /// Creates a hook message from its fields.
    public init(
      id: String, name: String? = nil, sourceReference: SourceReference, tagExpression: String? = nil,
      type: String? = nil
    ) {
      self.id = id
      self.name = name
      self.sourceReference = sourceReference
      self.tagExpression = tagExpression
      self.type = type
    }
  }

  /// A parameter type step expressions can use.
  public struct ParameterTypeMessage: Codable, Sendable, Hashable {
    /// The name written in braces (`{color}`).
    public var name: String
    /// The regular expressions that match its text.
    public var regularExpressions: [String]
    /// Whether a regular expression step definition uses it for a capture group its pattern matches.
    public var preferForRegularExpressionMatch: Bool
    /// Whether snippets for undefined steps may suggest it.
    public var useForSnippets: Bool
    /// Names this parameter type.
    public var id: String
    /// Where the parameter type is defined, when known.
    public var sourceReference: SourceReference?

    /// Creates a parameter type message from its fields.
    public init(
      name: String, regularExpressions: [String], preferForRegularExpressionMatch: Bool,
      useForSnippets: Bool, id: String, sourceReference: SourceReference? = nil
    ) {
      self.name = name
      self.regularExpressions = regularExpressions
      self.preferForRegularExpressionMatch = preferForRegularExpressionMatch
      self.useForSnippets = useForSnippets
      self.id = id
      self.sourceReference = sourceReference
    }
  }

  /// A step expression that names a parameter type nobody defined.
  public struct UndefinedParameterType: Codable, Sendable, Hashable {
    /// The expression that uses the undefined name.
    public var expression: String
    /// The name in braces that no parameter type defines.
    public var name: String

    /// Creates the message from the expression and the undefined name.
    public init(expression: String, name: String) {
      self.expression = expression
      self.name = name
    }
  }

  /// Ready-to-paste step definitions for an undefined step.
  public struct Suggestion: Codable, Sendable, Hashable {
    /// Names this suggestion.
    public var id: String
    /// The ``Pickle/Step/id`` of the undefined step.
    public var pickleStepId: String
    /// Step definitions to paste, one per way to read the step.
    public var snippets: [Snippet]

    /// Creates a suggestion from its fields.
    public init(id: String, pickleStepId: String, snippets: [Snippet]) {
      self.id = id
      self.pickleStepId = pickleStepId
      self.snippets = snippets
    }

    /// Code to paste into the glue.
    public struct Snippet: Codable, Sendable, Hashable {
      /// The language of ``code`` (`swift`).
      public var language: String
      /// The step definition to paste.
      public var code: String

      /// Creates a snippet from its language and code.
      public init(language: String, code: String) {
        self.language = language
        self.code = code
      }
    }
  }

  /// Facts about the tool and the machine that produced a stream.
  public struct Meta: Codable, Sendable, Hashable {
    /// The Cucumber Messages schema version the stream follows.
    public var protocolVersion: String
    /// The tool that ran the scenarios (`specrun`) and its version.
    public var implementation: Product
    /// The language runtime (Swift) and its version.
    public var runtime: Product
    /// The operating system and its version.
    public var os: Product
    /// The processor architecture.
    public var cpu: Product
    /// The CI service the run happened on, when one is detected.
    public var ci: CI?

    /// Creates the meta message from its fields.
    public init(
      protocolVersion: String, implementation: Product, runtime: Product, os: Product, cpu: Product,
      ci: CI? = nil
    ) {
      self.protocolVersion = protocolVersion
      self.implementation = implementation
      self.runtime = runtime
      self.os = os
      self.cpu = cpu
      self.ci = ci
    }

    /// A named piece of software or hardware, with its version when known.
    public struct Product: Codable, Sendable, Hashable {
      /// What it is called.
      public var name: String
      /// Its version, when known.
      public var version: String?

      /// Creates a product from its name and version.
      public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
      }
    }

    /// The continuous integration service a run happened on.
    public struct CI: Codable, Sendable, Hashable {
      /// The service's name (`GitHub Actions`).
      public var name: String
      /// The build's web page.
      public var url: String?
      /// The build's number on the service.
      public var buildNumber: String?
      /// The commit the build is of.
      public var git: Git?

      /// Creates a CI description from its fields.
      public init(name: String, url: String? = nil, buildNumber: String? = nil, git: Git? = nil) {
        self.name = name
        self.url = url
        self.buildNumber = buildNumber
        self.git = git
      }
    }

    /// The commit a CI build is of.
    public struct Git: Codable, Sendable, Hashable {
      /// The repository's remote URL.
      public var remote: String
      /// The commit's hash.
      public var revision: String
      /// The branch being built, if any.
      public var branch: String?
      /// The tag being built, if any.
      public var tag: String?

      /// Creates a git description from its fields.
      public init(remote: String, revision: String, branch: String? = nil, tag: String? = nil) {
        self.remote = remote
        self.revision = revision
        self.branch = branch
        self.tag = tag
      }
    }
  }
}
