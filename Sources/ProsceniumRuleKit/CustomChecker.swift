import Foundation
import ProsceniumCLI
import ProsceniumCheck
import ProsceniumRules

/// A `proscenium` that runs a team's rules beside the built-in ones. A custom checker is an
/// executable target whose `main.swift` is one line:
///
/// ```swift
/// CustomChecker.main(rules: [RuleType(FeaturesDoNotImportEachOtherRule.self)])
/// ```
///
/// It takes the same commands, options, configuration and output formats as `proscenium`; the
/// team's rules are configured, listed, explained and silenced like the built-in ones.
public enum CustomChecker {
  /// Runs the process's command line with `rules` added, and exits with its code.
  public static func main(rules: [RuleType]) -> Never {
    exit(run(rules: rules))
  }

  /// Runs the process's command line with `rules` added; returns the exit code (2 when the rules
  /// cannot join the catalogue).
  public static func run(rules: [RuleType]) -> Int32 {
    switch catalog(adding: rules) {
    case .success(let catalog):
      return ProsceniumCommandLine.runProcess(catalog: catalog)
    case .failure(let problem):
      FileHandle.standardError.write(Data("error: \(problem.message)\n".utf8))
      return 2
    }
  }

  /// Runs one invocation in-process with `rules` added, for a team's tests of its checker.
  public static func run<Output: TextOutputStream, Errors: TextOutputStream>(
    arguments: [String], rules: [RuleType], standardOutput: inout Output, standardError: inout Errors
  ) -> Int32 {
    switch catalog(adding: rules) {
    case .success(let catalog):
      return ProsceniumCommandLine.run(
        arguments: arguments, standardOutput: &standardOutput, standardError: &standardError, catalog: catalog)
    case .failure(let problem):
      standardError.write("error: \(problem.message)\n")
      return 2
    }
  }

  /// Why a team's rules cannot join the built-in catalogue.
  public struct Problem: Error, Equatable {
    public var message: String
  }

  /// The built-in catalogue with `rules` added: every id snake_case and used once.
  package static func catalog(adding rules: [RuleType]) -> Result<RuleCatalog, Problem> {
    var seen = Set(RuleRegistry.ruleTypes.map(\.id))
    for rule in rules {
      let id = rule.id
      let wellFormed =
        !id.isEmpty && id.first?.isLowercase == true
        && id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "_" }
      guard wellFormed else {
        return .failure(Problem(message: "the rule id '\(id)' is not snake_case (lowercase letters, digits and '_')"))
      }
      guard seen.insert(id).inserted else {
        let owner = RuleRegistry.catalog.rule(id: id) == nil ? "another custom rule" : "a built-in rule"
        return .failure(Problem(message: "the rule id '\(id)' is already used by \(owner): choose another"))
      }
    }
    return .success(RuleCatalog(rules: RuleRegistry.ruleTypes + rules, presets: RuleRegistry.presets))
  }
}
