/// Everything a run decided before reading any Swift file: which files to check and which only
/// to index, with each file's rules, module and settings from the project model; the
/// configuration groups whose presets are still to be detected; and what was skipped and why.
///
/// The plan is pure data, so the execute step can hand each `FileWork` to any worker (a thread
/// today, an isolated process tomorrow) and the settle step needs nothing else.
struct CheckPlan: Sendable {
  /// A configuration and the files it governs.
  struct Group: Sendable {
    var configuration: Configuration
    /// Whether the presets are detected from the code once the index exists.
    var detectsPresets: Bool
    /// The absolute folder of the group's first file and that file's project root, from which
    /// `ConfigurationResolver` finds the configuration again (a worker rebuilding the plan does).
    var folder: String
    var root: String
  }

  /// Files to check, then files to index only, in reporting order within each kind.
  var files: [FileWork]
  var groups: [Group]
  /// The folders whose projects were indexed.
  var roots: [String]
  var notes: [String]
  var decisions: [CheckDecision]
  /// Folders and files left out because they are not the app's code, with the reason.
  var skipped: [FileDiscovery.Skipped]
  /// The independent projects and each file's, whose index its deferred findings are judged on.
  var projects: ProjectPartition
}

/// One file of a plan.
struct FileWork: Sendable {
  var displayPath: String
  var readPath: String
  var module: String?
  var isTestFile: Bool
  /// Whether findings are reported for the file; a file outside the requested paths is only indexed.
  var isChecked: Bool
  /// Position of the file's configuration group in `CheckPlan.groups`.
  var group: Int
  var rules: [ConfiguredRule]
  var plan: DispatchPlan
  var settings: ProjectSettings
  /// How large the file may be and how long it may take.
  var limits = FileLimits()
  /// The bytes of the path to read, when the file's name is not UTF-8 (`readPath` shows it escaped).
  var rawReadPath: [UInt8]? = nil
  /// Every rule id of the run's catalogue (one set shared by all files), for rules that judge
  /// suppression comments naming rules; `nil` when unknown.
  var knownRuleIDs: Set<String>? = nil
  /// The positions of the overrides of the file's configuration that match it, which with the
  /// presets detected later decide its final rules.
  var overrides: [Int] = []
  /// The file's text and tree when the plan has parsed it already (a `Package.swift`).
  var parsed: ParsedSource? = nil
  /// Whether the file's findings get their baseline fingerprints (`CheckRequest.fingerprints`).
  var fingerprints = false

  /// `unparsable_file` as configured for the file, when its findings are reported.
  var unparsableRule: ConfiguredRule? { rules.first { $0.id == unparsableFileRuleID } }

  /// What decides a file's rule list. The planner gives every file with the same checked flag,
  /// test flag, configuration group and matching overrides one list (an index-only file an empty
  /// one), so the plan's summary hashes each list once and settling works out each once.
  static func ruleListKey(isChecked: Bool, isTest: Bool, group: Int, overrides: [Int]) -> [Int] {
    [isChecked ? 1 : 0, isTest ? 1 : 0, group] + overrides
  }

  /// This file's `ruleListKey`.
  var ruleListKey: [Int] {
    Self.ruleListKey(isChecked: isChecked, isTest: isTestFile, group: group, overrides: overrides)
  }
}
