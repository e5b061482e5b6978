/// The settings of a `.proscenium.json`: which playbook preset applies, which files are checked,
/// and how each rule is tuned, globally and per path.
public struct Configuration: Sendable, Hashable {
  /// How one rule is tuned; every field is optional so layers can combine.
  public struct RuleSetting: Sendable, Hashable {
    public var enabled: Bool?
    public var severity: Severity?
    public var options: JSONValue?

    public init(enabled: Bool? = nil, severity: Severity? = nil, options: JSONValue? = nil) {
      self.enabled = enabled
      self.severity = severity
      self.options = options
    }
  }

  /// Rule settings that apply only to files matching some glob patterns.
  public struct Override: Sendable, Hashable {
    public var paths: [String]
    public var rules: [String: RuleSetting]

    public init(paths: [String], rules: [String: RuleSetting]) {
      self.paths = paths
      self.rules = rules
    }
  }

  /// Preset names; several combine (`["observable", "clean-layers"]`).
  public var presets: [String]
  /// Globs of files to check, relative to the configuration's folder; empty means all.
  public var include: [String]
  /// Globs of files and folders to skip.
  public var exclude: [String]
  /// Names of folders of third-party code that walks skip; `nil` means the defaults.
  public var vendored: [String]?
  public var rules: [String: RuleSetting]
  public var overrides: [Override]
  public var deploymentTargets: [ApplePlatform: OSVersion]
  /// The team's own rules written in the configuration (`custom_rules`), each run like a
  /// built-in rule and tuned in `rules` like one.
  public var customRules: [DeclarativeRuleDefinition] = []
  /// How large a file may be and how long it may take.
  public var limits = FileLimits()
  /// The file this configuration was read from, if any.
  public var file: String?
  /// The folder globs are relative to.
  public var root: String
  /// The configuration files this one was combined from, outermost first, when nested files
  /// were laid over it.
  public var layers: [String] = []

  public init(
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
  public static let empty = Configuration()

  /// Folder names that hold vendored third-party code in iOS projects, skipped unless the
  /// configuration's `vendored` names others.
  public static let defaultVendoredFolders: Set<String> = [
    "Pods", "Carthage", "Vendor", "vendor", "Vendored", "ThirdParty", "third_party", "Third-Party", "3rdParty",
    "External", "Externals",
  ]

  /// The folder names walks skip as vendored code.
  public var vendoredFolderNames: Set<String> {
    vendored.map(Set.init) ?? Self.defaultVendoredFolders
  }
}
