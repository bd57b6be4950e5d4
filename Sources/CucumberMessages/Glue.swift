extension Messages {
  /// A step definition the runner knows: its expression and where it was written.
  public struct StepDefinition: Codable, Sendable, Hashable {
    public var id: String
    public var pattern: Pattern
    public var sourceReference: SourceReference

    public init(id: String, pattern: Pattern, sourceReference: SourceReference) {
      self.id = id
      self.pattern = pattern
      self.sourceReference = sourceReference
    }

    public struct Pattern: Codable, Sendable, Hashable {
      public var source: String
      /// `CUCUMBER_EXPRESSION` or `REGULAR_EXPRESSION`.
      public var type: String

      public init(source: String, type: String) {
        self.source = source
        self.type = type
      }
    }
  }

  /// A hook (before/after a scenario, a step or the run).
  public struct Hook: Codable, Sendable, Hashable {
    public var id: String
    public var name: String?
    public var sourceReference: SourceReference
    public var tagExpression: String?
    /// `BEFORE_TEST_RUN`, `AFTER_TEST_RUN`, `BEFORE_TEST_CASE`, `AFTER_TEST_CASE`,
    /// `BEFORE_TEST_STEP`, `AFTER_TEST_STEP`.
    public var type: String?

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
    public var name: String
    public var regularExpressions: [String]
    public var preferForRegularExpressionMatch: Bool
    public var useForSnippets: Bool
    public var id: String
    public var sourceReference: SourceReference?

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
    public var expression: String
    public var name: String

    public init(expression: String, name: String) {
      self.expression = expression
      self.name = name
    }
  }

  /// Ready-to-paste step definitions for an undefined step.
  public struct Suggestion: Codable, Sendable, Hashable {
    public var id: String
    public var pickleStepId: String
    public var snippets: [Snippet]

    public init(id: String, pickleStepId: String, snippets: [Snippet]) {
      self.id = id
      self.pickleStepId = pickleStepId
      self.snippets = snippets
    }

    public struct Snippet: Codable, Sendable, Hashable {
      public var language: String
      public var code: String

      public init(language: String, code: String) {
        self.language = language
        self.code = code
      }
    }
  }

  /// Facts about the tool and the machine that produced a stream.
  public struct Meta: Codable, Sendable, Hashable {
    public var protocolVersion: String
    public var implementation: Product
    public var runtime: Product
    public var os: Product
    public var cpu: Product
    public var ci: CI?

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

    public struct Product: Codable, Sendable, Hashable {
      public var name: String
      public var version: String?

      public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
      }
    }

    public struct CI: Codable, Sendable, Hashable {
      public var name: String
      public var url: String?
      public var buildNumber: String?
      public var git: Git?

      public init(name: String, url: String? = nil, buildNumber: String? = nil, git: Git? = nil) {
        self.name = name
        self.url = url
        self.buildNumber = buildNumber
        self.git = git
      }
    }

    public struct Git: Codable, Sendable, Hashable {
      public var remote: String
      public var revision: String
      public var branch: String?
      public var tag: String?

      public init(remote: String, revision: String, branch: String? = nil, tag: String? = nil) {
        self.remote = remote
        self.revision = revision
        self.branch = branch
        self.tag = tag
      }
    }
  }
}
