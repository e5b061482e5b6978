/// The settings of a `.proscenium.json`: which playbook preset applies, which files are checked,
/// and how each rule is tuned, globally and per path.
package struct Configuration: Sendable, Hashable {
  /// How one rule is tuned; every field is optional so layers can combine.
  package struct RuleSetting: Sendable, Hashable {
    package var enabled: Bool?
    package var severity: Severity?
    package var options: JSONValue?

    package init(enabled: Bool? = nil, severity: Severity? = nil, options: JSONValue? = nil) {
      self.enabled = enabled
      self.severity = severity
      self.options = options
    }
  }

  /// Rule settings that apply only to files matching some glob patterns.
  package struct Override: Sendable, Hashable {
    package var paths: [String]
    package var rules: [String: RuleSetting]

    package init(paths: [String], rules: [String: RuleSetting]) {
      self.paths = paths
      self.rules = rules
    }
  }

  /// Preset names; several combine (`["observable", "clean-layers"]`).
  package var presets: [String]
  /// Globs of files to check, relative to the configuration's folder; empty means all.
  package var include: [String]
  /// Globs of files and folders to skip.
  package var exclude: [String]
  /// Names of folders of third-party code that walks skip; `nil` means the defaults.
  package var vendored: [String]?
  package var rules: [String: RuleSetting]
  package var overrides: [Override]
  package var deploymentTargets: [ApplePlatform: OSVersion]
  /// The team's own rules written in the configuration (`custom_rules`), each run like a
  /// built-in rule and tuned in `rules` like one.
  package var customRules: [DeclarativeRuleDefinition] = []
  /// How large a file may be and how long it may take.
  package var limits = FileLimits()
  /// The file this configuration was read from, if any.
  package var file: String?
  /// The folder globs are relative to.
  package var root: String
  /// The configuration files this one was combined from, outermost first, when nested files
  /// were laid over it.
  package var layers: [String] = []

  package init(
    presets: [String] = [], include: [String] = [], exclude: [String] = [], rules: [String: RuleSetting] = [:],
    overrides: [Override] = [], deploymentTargets: [ApplePlatform: OSVersion] = [:], file: String? = nil,
    root: String = "."
  ) {
    self.presets = presets
    self.include = include
    self.exclude = exclude
    self.rules = rules
    self.overrides = overrides
    self.deploymentTargets = deploymentTargets
    self.file = file
    self.root = root
  }

  /// The configuration used when no file is found.
  package static let empty = Configuration()

  /// Folder names that hold vendored third-party code in iOS projects, skipped unless the
  /// configuration's `vendored` names others.
  package static let defaultVendoredFolders: Set<String> = [
    "Pods", "Carthage", "Vendor", "vendor", "Vendored", "ThirdParty", "third_party", "Third-Party", "3rdParty",
    "External", "Externals",
  ]

  /// The folder names walks skip as vendored code.
  package var vendoredFolderNames: Set<String> {
    vendored.map(Set.init) ?? Self.defaultVendoredFolders
  }
}
