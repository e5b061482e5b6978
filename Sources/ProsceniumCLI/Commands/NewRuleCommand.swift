import Foundation
import ProsceniumGenerator

/// `proscenium new rule <Name>`: a team's custom rule and its test, in the package of its custom
/// checker, added to the checker's `CustomChecker.main(rules:)` list.
extension NewCommand {
  func writeRule(_ name: FeatureName, projectFolder: String, from currentFolder: String, context: CommandContext)
    throws(CommandLineError) -> ExitCode
  {
    let scaffold = RuleScaffold(name: name)
    let checkers = Self.customCheckerMains(below: projectFolder)
    let sources: String
    if let into {
      sources = ProjectLayout.canonical(into)
    } else if checkers.count == 1 {
      sources = (checkers[0].path as NSString).deletingLastPathComponent
    } else {
      let found = checkers.map { "'\(($0.path as NSString).deletingLastPathComponent)'" }.joined(separator: ", ")
      throw CommandLineError(
        checkers.isEmpty
          ? "no custom checker below '\(projectFolder)': no 'Sources/<target>/main.swift' calls 'CustomChecker.main(rules:)'"
          : "several custom checkers: \(found)",
        hint: "pass '--into <folder>' for the rule's source, or create the checker as docs/custom-rules.md shows")
    }
    let target = (sources as NSString).lastPathComponent
    let tests = testsInto.map { ProjectLayout.canonical($0) } ?? projectFolder + "/Tests/\(target)Tests"
    let main = checkers.first { ($0.path as NSString).deletingLastPathComponent == sources }
    let plan: [PlannedFile]
    do {
      plan = try scaffold.plan(
        sources: sources, tests: tests, module: Self.moduleName(ofTarget: target), main: main,
        existing: { path in FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) } })
    } catch {
      throw CommandLineError(error)
    }
    if main == nil {
      context.note(
        "add 'RuleType(\(scaffold.typeName).self)' to the rules your checker's 'CustomChecker.main(rules:)' runs")
    }
    if !FileManager.default.fileExists(atPath: tests) {
      context.note("'\(target)Tests' is new: give Package.swift a test target of that name that depends on '\(target)'")
    }
    return try write(plan, from: currentFolder, context: context)
  }

  /// The `main.swift` files of `Sources/<target>/` that run a custom checker.
  static func customCheckerMains(below folder: String) -> [(path: String, text: String)] {
    let sources = folder + "/Sources"
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources))?.sorted() ?? []
    return targets.compactMap { target in
      let path = "\(sources)/\(target)/main.swift"
      guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
        text.contains("CustomChecker.main(")
      else { return nil }
      return (path, text)
    }
  }

  /// The module SwiftPM makes of a target's name: `team-proscenium` imports as `team_proscenium`.
  static func moduleName(ofTarget target: String) -> String {
    String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }
}
