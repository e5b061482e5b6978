import ProsceniumCheck
import ProsceniumGenerator
import ProsceniumRules
import ProsceniumSyntax

/// Keeps `new` from writing code the project cannot build at its deployment target: code that imports the
/// Proscenium runtime below the runtime's minimum, or that uses an API `availability_guard` would flag.
///
/// The generated files are checked in memory, with the checker's own rule and the project's deployment targets, so
/// the built-in templates and a project's overrides are judged alike and the refusal names what needs the newer OS.
struct DeploymentTargetGate {
  /// The runtime's minimum per presentation platform: the `platforms` this repository's `Package.swift` declares
  /// (a test compares them), since an app below them cannot depend on the `Proscenium` library at all.
  static let runtimeMinimum: [ApplePlatform: OSVersion] = [.iOS: OSVersion(17), .tvOS: OSVersion(17)]

  /// The modules of the runtime; a file importing one needs `runtimeMinimum`.
  static let runtimeModules: Set<String> = ["Proscenium", "ProsceniumTesting"]

  /// How a problem of the runtime's minimum reads, after the file's name.
  static let runtimeProblem = "imports the Proscenium runtime"

  /// The project's deployment targets, as the checker reads them; a platform missing is not judged.
  let targets: [ApplePlatform: OSVersion]
  let catalog: RuleCatalog

  /// What in `plan` the deployment targets do not allow, one line each; empty when it all fits.
  ///
  /// Only the files the plan creates or replaces are judged: an edited file (a route enum, a coordinator) is the
  /// project's own, and its old lines are not the generator's to answer for.
  func problems(in plan: [PlannedFile]) -> [String] {
    let generated = plan.filter { !$0.isEdit }
    var problems: [String] = []
    let belowRuntime = [ApplePlatform.iOS, .tvOS].compactMap { platform -> String? in
      guard let target = targets[platform], let minimum = Self.runtimeMinimum[platform], target < minimum else {
        return nil
      }
      return "\(platform.displayName) \(minimum)"
    }
    if !belowRuntime.isEmpty, let importing = generated.first(where: { Self.importsRuntime($0.contents) }) {
      let needed = belowRuntime.joined(separator: " and ")
      problems.append("\(importing.path.fileName) \(Self.runtimeProblem), which needs \(needed)")
    }
    guard let rule = try? catalog.rule(id: AvailabilityGuardRule.id)?.configured() else { return problems }
    let files = generated.map { InMemoryChecker.File(path: $0.path, source: $0.contents) }
    let findings = InMemoryChecker.check(files, rules: [rule], settings: ProjectSettings(deploymentTargets: targets))
      .findings
    for finding in findings {
      // The rule's advice to add `if #available` is for code a person writes; here the cure is another style or
      // target, so only the requirement is kept.
      let requirement = finding.message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? finding.message
      problems.append("\(finding.path.fileName):\(finding.start.line): \(requirement)")
    }
    return problems
  }

  /// Whether `source` has an `import` of a runtime module (plain, `@testable` or of a declaration kind).
  static func importsRuntime(_ source: String) -> Bool {
    source.split(separator: "\n").contains { line in
      var words = line.split(separator: " ").map(String.init)
      while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
      guard words.first == "import", words.count >= 2 else { return false }
      let module = words.last?.split(separator: ".").first.map(String.init) ?? ""
      return runtimeModules.contains(module)
    }
  }

  /// The deployment targets as the refusal names them: "iOS 16 (from 'Package.swift')".
  func describeTargets(origin: DeploymentTargetOrigin?) -> String {
    let described = ProjectSettings.describe(targets.filter { $0.key == .iOS || $0.key == .tvOS })
    return origin.map { "\(described) (from \($0))" } ?? described
  }
}
