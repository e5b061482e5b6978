import Foundation
import ProsceniumCheck
import ProsceniumRules
import SwiftParser
import SwiftSyntax
import Testing

/// The registry cannot drift from the sources: every rule type written under
/// `Sources/ProsceniumRules` is registered, sits in its family's folder and names its file, and
/// every registered type is found there. Read from the source text, so a forgotten rule fails
/// here instead of being dead code.
@Suite struct RuleRegistryDriftTests {
  /// A type declared in the rule sources that conforms to `Rule` (or derives from a rule base).
  struct DeclaredRule: CustomStringConvertible {
    var typeName: String
    /// The path below `Sources/ProsceniumRules`, as `Style/NoPrintRule.swift`.
    var path: String
    var folder: String { path.split(separator: "/").first.map(String.init) ?? "" }
    var description: String { "\(typeName) (Sources/ProsceniumRules/\(path))" }
  }

  static let rulesFolder = DocumentationDriftTests.repositoryRoot.appendingPathComponent("Sources/ProsceniumRules")

  /// Every type whose inheritance clause names `Rule` or a type ending in `Rule` (a base class
  /// such as `SyntaxRule<Options>`), from every Swift file under the rules folder.
  static func declaredRules() throws -> [DeclaredRule] {
    let root = rulesFolder.standardizedFileURL.path + "/"
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var declared: [DeclaredRule] = []
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      let source = try String(contentsOfFile: root + relative, encoding: .utf8)
      let tree = Parser.parse(source: source)
      for name in RuleDeclarationFinder.ruleTypeNames(in: tree) {
        declared.append(DeclaredRule(typeName: name, path: relative))
      }
    }
    return declared.sorted { $0.path < $1.path }
  }

  /// The folder each family's rules live in.
  static func folder(of family: RuleFamily) -> String {
    switch family {
    case .engine: "Engine"
    case .swiftUIViews: "SwiftUIViews"
    case .viewModels: "ViewModels"
    case .mvp: "MVP"
    case .layers: "Layers"
    case .testing: "Testing"
    case .availability: "Availability"
    case .style: "Style"
    case .custom: "(none: custom rules live in a team's own package)"
    }
  }

  @Test func theSourcesAreFound() throws {
    let declared = try Self.declaredRules()
    #expect(declared.contains { $0.typeName == "NoPrintRule" && $0.path == "Style/NoPrintRule.swift" })
  }

  @Test func everyRuleTypeInTheSourcesIsRegistered() throws {
    let registered = Set(RuleRegistry.ruleTypes.map(\.typeName))
    for rule in try Self.declaredRules() where !registered.contains(rule.typeName) {
      Issue.record(
        "\(rule) is not registered: add 'RuleType(\(rule.typeName).self)' to the list of its family in \(rule.folder)/")
    }
  }

  @Test func everyRegisteredRuleSitsInItsFamilysFolderInAFileNamedAfterIt() throws {
    let declared = Dictionary(
      try Self.declaredRules().map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
    for type in RuleRegistry.ruleTypes {
      guard let source = declared[type.typeName] else {
        Issue.record("\(type.typeName) ('\(type.id)') is registered but not declared under Sources/ProsceniumRules")
        continue
      }
      let expected = Self.folder(of: type.description.family)
      #expect(
        source.folder == expected,
        "\(source) belongs to the '\(type.description.family.rawValue)' family: move it to \(expected)/")
      #expect(
        source.path.hasSuffix("/\(type.typeName).swift"), "\(source) should be in a file named \(type.typeName).swift")
    }
  }

  @Test func noRuleIsRegisteredTwice() {
    let names = RuleRegistry.ruleTypes.map(\.typeName)
    let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(repeated.isEmpty, "registered more than once: \(repeated)")
  }

  /// The finder itself: a test that cannot see a rule would pass for the wrong reason.
  @Test func theFinderRecognisesEveryWayOfDeclaringARule() {
    let tree = Parser.parse(
      source: """
        public final class PlainRule: Rule {}
        final class BaseDerivedRule: SyntaxRule<BaseDerivedRule.Options> {}
        struct Helper: Sendable {}
        final class Walker: SyntaxVisitor {}
        enum Namespace { final class NestedRule: ProsceniumCheck.Rule {} }
        """)
    #expect(RuleDeclarationFinder.ruleTypeNames(in: tree) == ["PlainRule", "BaseDerivedRule", "NestedRule"])
  }
}

/// Finds the class and struct declarations whose inheritance clause names `Rule` or a type whose
/// name ends in `Rule`.
enum RuleDeclarationFinder {
  static func ruleTypeNames(in tree: SourceFileSyntax) -> [String] {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(tree)
    return visitor.names
  }

  private final class Visitor: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      record(node.name, node.inheritanceClause)
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      record(node.name, node.inheritanceClause)
      return .visitChildren
    }

    private func record(_ name: TokenSyntax, _ clause: InheritanceClauseSyntax?) {
      let inherited = clause?.inheritedTypes.map { baseName(of: $0.type) } ?? []
      if inherited.contains(where: { $0 == "Rule" || $0.hasSuffix("Rule") }) { names.append(name.text) }
    }

    /// `Rule`, `SyntaxRule` for `SyntaxRule<Options>`, `Rule` for `ProsceniumCheck.Rule`.
    private func baseName(of type: TypeSyntax) -> String {
      if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
      if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
      return type.trimmedDescription
    }
  }
}
