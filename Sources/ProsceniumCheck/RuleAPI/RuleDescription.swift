/// Everything a rule declares about itself: the catalogue, `explain`, the schema and the tests
/// are all generated from this one value.
public struct RuleDescription: Sendable {
  /// snake_case, unique, stable: configurations and suppressions name it.
  public var id: String
  /// One line, lowercase, no trailing period: what the rule flags.
  public var summary: String
  /// The longer why, shown by `explain`.
  public var rationale: String
  /// The playbooks and practices the rule enforces.
  public var sources: [PlaybookReference]
  public var family: RuleFamily
  public var defaultSeverity: Severity
  /// An opt-in rule runs only when a preset or the configuration enables it.
  public var isOptIn: Bool
  /// Whether the rule's behaviour depends on the deployment target.
  public var usesDeploymentTarget: Bool
  /// Whether `--only` leaves the rule on: a rule that says a file went unchecked matters whichever
  /// rules were asked for. `--disable` and the configuration still turn it off.
  public var isKeptByOnly: Bool
  /// Whether the rule judges test files. The engine runs a rule that does not only on the app's
  /// code, so the rule needs no `context.isTestFile` check of its own. A suppression in a test
  /// file naming it still counts as naming a rule that ran (and silences nothing there).
  public var judgesTestFiles: Bool
  public var examples: [RuleExample]

  public init(
    id: String, summary: String, rationale: String, sources: [PlaybookReference], family: RuleFamily,
    defaultSeverity: Severity = .warning, isOptIn: Bool = false, usesDeploymentTarget: Bool = false,
    isKeptByOnly: Bool = false, judgesTestFiles: Bool = true, examples: [RuleExample]
  ) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.sources = sources
    self.family = family
    self.defaultSeverity = defaultSeverity
    self.isOptIn = isOptIn
    self.usesDeploymentTarget = usesDeploymentTarget
    self.isKeptByOnly = isKeptByOnly
    self.judgesTestFiles = judgesTestFiles
    self.examples = examples
  }
}
