/// The rules of a configuration group that names no preset, whose presets are detected from the
/// code once the index exists.
///
/// A detected preset behaves exactly as if the configuration named it (its rules, severities and
/// options, under the configuration's own settings and the command line), with one exception: an
/// opt-in rule stays off unless the configuration or the command line turns it on itself.
/// Detection is a guess, and opt-in rules ask for things a project may not have (a base class).
///
/// Rules run before the presets are known, so the walk runs every rule that any choice detection
/// can make would keep; settling keeps, per file, the detected presets' rules with their severities,
/// and checks a file again for the few rules whose options the detected presets set differently.
struct DetectedPresetSelection {
  /// What the configuration and the command line turn on without any preset.
  private let own: RuleSelection
  /// One selection per preset list `PresetDetector` can choose, in its order.
  private let candidates: [RuleSelection]

  /// - Throws: `ConfigurationError` when a rule's options do not decode.
  init(catalog: RuleCatalog, configuration: Configuration, choices: RuleSelection.CommandLineChoices) throws {
    var plain = configuration
    plain.presets = []
    own = try RuleSelection(catalog: catalog, configuration: plain, choices: choices)
    candidates = try PresetDetector.possibleChoices.map { presets in
      var named = plain
      named.presets = presets
      return try RuleSelection(catalog: catalog, configuration: named, choices: choices)
    }
  }

  /// The rules to run on a file that the configuration's overrides at `overrides` match, before the
  /// presets are known: every rule some possible choice keeps, configured as the first choice that
  /// keeps it configures it.
  func rulesToRun(forOverrides overrides: [Int]) throws -> [ConfiguredRule] {
    let ownIDs = Set(try own.rules(forOverrides: overrides).map(\.id))
    var chosen: [String: ConfiguredRule] = [:]
    for candidate in candidates {
      for rule in try candidate.rules(forOverrides: overrides) where chosen[rule.id] == nil {
        if Self.keeps(rule, ownIDs: ownIDs) { chosen[rule.id] = rule }
      }
    }
    return own.catalog.rules.compactMap { chosen[$0.id] }
  }

  /// The rules of `presets` as detected: those of the configuration naming them, less the opt-in
  /// rules that only a preset turns on.
  func detected(_ presets: [String]) throws -> Detected {
    var named = own.configuration
    named.presets = presets
    return Detected(
      own: own, named: try RuleSelection(catalog: own.catalog, configuration: named, choices: own.choices))
  }

  private static func keeps(_ rule: ConfiguredRule, ownIDs: Set<String>) -> Bool {
    !rule.description.isOptIn || ownIDs.contains(rule.id)
  }

  /// The detected presets' rules, resolved once per set of matching overrides.
  struct Detected {
    let own: RuleSelection
    let named: RuleSelection
    private var byOverrides: [[Int]: [ConfiguredRule]] = [:]

    init(own: RuleSelection, named: RuleSelection) {
      self.own = own
      self.named = named
    }

    /// The rules a file that the overrides at `overrides` match keeps.
    mutating func rules(forOverrides overrides: [Int]) throws -> [ConfiguredRule] {
      if let known = byOverrides[overrides] { return known }
      let ownIDs = Set(try own.rules(forOverrides: overrides).map(\.id))
      let rules = try named.rules(forOverrides: overrides).filter { DetectedPresetSelection.keeps($0, ownIDs: ownIDs) }
      byOverrides[overrides] = rules
      return rules
    }
  }

  /// How the outcomes of files that ran one rule list settle on the rules they keep: the rules
  /// whose options differ from the ones that ran (checked again), and each kept rule's severity.
  /// Worked out once per pair of lists and applied to every file that has it: building both
  /// tables for each file cost more than the rest of the settle step.
  struct Settlement {
    /// The kept rules that did not run with these options, and their ids.
    let stale: [ConfiguredRule]
    let staleIDs: Set<String>
    /// Each kept rule's severity, by id.
    let severities: [String: Severity]

    /// - Parameters:
    ///   - ran: the rules the file ran.
    ///   - rules: the rules it keeps.
    init(ran: [ConfiguredRule], keeping rules: [ConfiguredRule]) {
      let options = Dictionary(ran.map { ($0.id, $0.options) }, uniquingKeysWith: { first, _ in first })
      stale = rules.filter { options[$0.id] != $0.options }
      staleIDs = Set(stale.map(\.id))
      severities = Dictionary(rules.map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
    }

    /// `outcome` of `work` as if the kept rules had run on it: the findings of other rules
    /// dropped, each finding given its rule's severity, and the file checked again (by
    /// `recheck`) for the rules that did not run with these options.
    ///
    /// A file the walk could not read (no lines: unreadable, or past its time budget) is not
    /// checked again: it would fail the same way.
    func settle(_ outcome: FileOutcome, of work: FileWork, recheck: (FileWork) -> FileOutcome) -> FileOutcome {
      var outcome = outcome
      if !stale.isEmpty, outcome.lineCount > 0, outcome.skipReason == nil {
        var again = work
        again.rules = stale
        again.plan = DispatchPlan(rules: stale, testFile: work.isTestFile)
        let fresh = recheck(again)
        outcome.findings = outcome.findings.filter { !staleIDs.contains($0.ruleID) } + fresh.findings
        outcome.deferred = outcome.deferred.filter { !staleIDs.contains($0.finding.ruleID) } + fresh.deferred
      }
      func settled(_ finding: Finding) -> Finding? {
        guard let severity = severities[finding.ruleID] else { return nil }
        var finding = finding
        finding.severity = severity
        return finding
      }
      outcome.findings = outcome.findings.compactMap(settled)
      outcome.deferred = outcome.deferred.compactMap { deferred in
        settled(deferred.finding).map { DeferredFinding(finding: $0, condition: deferred.condition) }
      }
      return outcome
    }
  }
}
