/// The rule lists of a plan's files: one rule selection per configuration group, and one list and
/// dispatch plan per `FileWork.ruleListKey`. The planner and a worker rebuilding its supervisor's
/// plan (`WorkerPlan`) both go through here, so a file gets the same rules in either.
struct RuleLists {
  typealias List = (rules: [ConfiguredRule], plan: DispatchPlan)

  /// What an index-only file runs: nothing.
  static let indexOnly: List = ([], DispatchPlan(rules: [], testFile: false))

  private let catalog: RuleCatalog
  private let choices: RuleSelection.CommandLineChoices
  private let catalogIDs: Set<String>
  private var selections: [RuleSelection] = []
  private var detections: [DetectedPresetSelection?] = []
  /// Per group, every rule id a suppression may name: the catalogue's and the group's own
  /// `custom_rules`.
  private(set) var knownRuleIDs: [Set<String>] = []
  private var lists: [[Int]: List] = [:]

  init(catalog: RuleCatalog, choices: RuleSelection.CommandLineChoices) {
    self.catalog = catalog
    self.choices = choices
    catalogIDs = Set(catalog.allIDs)
  }

  /// Whether a group with `configuration` has its presets detected from the code: it names none,
  /// the command line does not pick the rules, and the catalogue has presets to choose from.
  func detectsPresets(_ configuration: Configuration) -> Bool {
    configuration.presets.isEmpty && choices.only == nil && !catalog.presets.isEmpty
  }

  /// Adds the next configuration group.
  ///
  /// - Throws: `ConfigurationError` when a rule's options do not decode or the command line names
  ///   an unknown rule.
  mutating func addGroup(_ configuration: Configuration) throws {
    selections.append(try RuleSelection(catalog: catalog, configuration: configuration, choices: choices))
    // The presets that fit the code are chosen once the index exists: until then, run what any of
    // them would.
    detections.append(
      detectsPresets(configuration)
        ? try DetectedPresetSelection(catalog: catalog, configuration: configuration, choices: choices) : nil)
    knownRuleIDs.append(
      configuration.customRules.isEmpty ? catalogIDs : catalogIDs.union(configuration.customRules.map(\.id)))
  }

  /// The rules and dispatch plan of a file of `group` that the group's overrides at `overrides`
  /// match.
  mutating func list(isChecked: Bool, isTest: Bool, group: Int, overrides: [Int]) throws -> List {
    guard isChecked else { return Self.indexOnly }
    let key = FileWork.ruleListKey(isChecked: true, isTest: isTest, group: group, overrides: overrides)
    if let known = lists[key] { return known }
    // Test files share the list but not the plan: it leaves out the rules that skip them.
    let twin = FileWork.ruleListKey(isChecked: true, isTest: !isTest, group: group, overrides: overrides)
    let rules =
      try lists[twin]?.rules
      ?? detections[group]?.rulesToRun(forOverrides: overrides)
      ?? selections[group].rules(forOverrides: overrides)
    let list = (rules, DispatchPlan(rules: rules, testFile: isTest))
    lists[key] = list
    return list
  }

  /// The ids of the rules some checked file runs.
  var checkedRuleIDs: Set<String> {
    Set(lists.values.flatMap { $0.rules.map(\.id) })
  }
}
